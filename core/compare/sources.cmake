# files of core/compare
