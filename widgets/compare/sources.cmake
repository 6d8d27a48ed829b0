# files of widgets/compare
