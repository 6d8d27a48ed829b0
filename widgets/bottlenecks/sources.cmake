# files of widgets/bottlenecks
