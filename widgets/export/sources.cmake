# files of widgets/export
