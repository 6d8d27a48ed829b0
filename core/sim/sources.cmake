# files of core/sim
