# files of widgets/roofline
