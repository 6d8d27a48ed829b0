# files of widgets/timeline
