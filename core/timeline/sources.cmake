# files of core/timeline (pure timeline geometry)
