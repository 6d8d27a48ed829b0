# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens-dask and the Slurm files on jobs `rooflens demo --job` generates (app/cluster/README.md §4):
#   cluster_dask_killed_worker  a scheduler and two worker processes started by the test, one killed
#                               mid-run; every readable rank reduced, the straggler and slow type named
#   cluster_dask_local          local:2, a rank whose worker dies twice and an unreadable rank missing
#   cluster_dask_errors         the driver's messages and exit codes
#   cluster_slurm_script        the array and reduce scripts run as Slurm runs them, without Slurm
#   cluster_slurm               the same through sbatch where Slurm runs (skipped elsewhere)
# Debian's python3-distributed is for /usr/bin/python3 (rooflens-dask's interpreter), not for
# whatever python3 comes first on PATH; the tests skip (77) with the reason when it is absent.
find_program(ROOFLENS_SYSTEM_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(ROOFLENS_SYSTEM_PYTHON)
    foreach(_case killed-worker local errors slurm-script slurm)
        string(REPLACE "-" "_" _name "${_case}")
        if(_case MATCHES "^slurm")
            set(_name "cluster_${_name}")
        else()
            set(_name "cluster_dask_${_name}")
        endif()
        add_test(NAME ${_name}
            COMMAND ${ROOFLENS_SYSTEM_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/cluster_dask.py ${_case}
                --rooflens $<TARGET_FILE:rooflens>
                --driver ${PROJECT_SOURCE_DIR}/app/cluster/rooflens-dask
                --slurm ${PROJECT_SOURCE_DIR}/packaging/slurm)
        set_tests_properties(${_name} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 180 LABELS cluster)
    endforeach()
endif()
