# GUI sources of rooflens_app beyond the minimal window
