# files of core/roofline (pure Roofline chart geometry)
