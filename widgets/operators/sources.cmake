# files of widgets/operators
