#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""rooflens-dask and the Slurm files on generated jobs (app/cluster/README.md §4).

cluster_dask.py CASE --rooflens BIN --driver rooflens-dask --slurm packaging/slurm
  killed-worker  a real scheduler and two worker processes started here, one killed mid-run
  local          local:2, one rank whose worker dies under it twice, one unreadable rank
  errors         the driver's messages and exit codes for a bad JOBDIR, rooflens, local:N, scheduler
  slurm-script   the array and reduce scripts run as Slurm would (array task ids), no Slurm
  slurm          the same through sbatch on the Slurm cluster sinfo answers for
Exit 77 (skipped, with the reason) without python3-distributed, or for `slurm` without a Slurm.
"""
import argparse
import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
STRAGGLER = 7
SLOW_TYPE = "FlashAttentionScore"  # what `rooflens demo --job` plants on the straggler


def skip(reason):
    print(f"SKIP: {reason}")
    sys.exit(SKIP)


def check(condition, message):
    if not condition:
        print(f"FAIL: {message}")
        sys.exit(1)


def require_distributed():
    try:
        import distributed  # noqa: F401
    except ImportError:
        skip(f"{sys.executable} has no Dask distributed (Debian: apt install python3-distributed)")


def generated_job(rooflens, root, ranks, unreadable=True):
    """`rooflens demo --job` with the planted straggler, plus one rank whose kernel table is not one."""
    job = os.path.join(root, "job")
    subprocess.run([rooflens, "demo", "--job", str(ranks), "--kernels", "200", "--straggler", str(STRAGGLER), job],
                   check=True, stdout=subprocess.DEVNULL)
    if unreadable:
        bad = os.path.join(job, f"rank_{ranks}_ascend_pt")
        os.makedirs(os.path.join(bad, "ASCEND_PROFILER_OUTPUT"))
        with open(os.path.join(bad, f"profiler_info_{ranks}.json"), "w") as f:
            json.dump({"rank_id": ranks}, f)
        with open(os.path.join(bad, "ASCEND_PROFILER_OUTPUT", "kernel_details.csv"), "w") as f:
            f.write("not,a,kernel table\n1,2,3\n")
    return job


def slow_rooflens(rooflens, root, delay, kill_rank=None):
    """A rooflens that takes `delay` s per rank (so a worker can be killed while it holds ranks)
    and, for `kill_rank`, kills the worker that runs it (its parent) before answering."""
    path = os.path.join(root, "rooflens")
    kill = ""
    if kill_rank is not None:
        kill = f'case "$2" in */rank_{kill_rank}_ascend_pt) kill -9 $PPID; exit 137;; esac\n'
    with open(path, "w") as f:
        f.write(f'#!/bin/sh\ncase "$*" in *--rank-summary*) sleep {delay};; esac\n{kill}exec "{rooflens}" "$@"\n')
    os.chmod(path, 0o755)
    return path


def check_cluster(outdir, ranks, unreadable=True, also_missing=()):
    """cluster.json holds every readable rank, names the straggler and the slow type, and lists
    the unreadable rank (and `also_missing`) in missing_ranks."""
    with open(os.path.join(outdir, "cluster.json")) as f:
        cluster = json.load(f)
    mapped = sorted(r["rank"] for r in cluster["ranks"])
    expected = [r for r in range(ranks) if r not in also_missing]
    check(mapped == expected, f"ranks in cluster.json: {mapped}, expected {expected}")
    check(cluster["slowest_rank"] == STRAGGLER, f"slowest_rank {cluster['slowest_rank']}, planted {STRAGGLER}")
    stragglers = [s["rank"] for s in cluster["stragglers"]]
    check(stragglers[:1] == [STRAGGLER], f"stragglers {stragglers}, planted {STRAGGLER}")
    groups = sorted(cluster["operator_groups_across_ranks"], key=lambda g: g["spread"] or 0, reverse=True)
    check(groups and groups[0]["group"] == SLOW_TYPE and groups[0]["slowest_rank"] == STRAGGLER,
          f"widest group {groups[0]['group'] if groups else None}, planted {SLOW_TYPE} on rank {STRAGGLER}")
    missing = {m["rank"]: m["reason"] for m in cluster["missing_ranks"]}
    want = set(also_missing) | ({ranks} if unreadable else set())
    check(set(missing) == want, f"missing_ranks {missing}, expected ranks {sorted(want)}")
    if unreadable:
        check("kernel_details.csv" in missing[ranks], f"the unreadable rank's reason: {missing[ranks]}")
    return cluster, missing


def start(command, log, env=None):
    return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)


def killed_worker(args, root):
    require_distributed()
    from distributed import Client

    ranks = 40
    job = generated_job(args.rooflens, root, ranks)
    # As app/cluster/README.md §3 advises for a scheduler of rooflens-dask.
    env = dict(os.environ, DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES="1",
               DASK_DISTRIBUTED__SCHEDULER__WORKER_SATURATION="1.0", DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT="5s")
    log = open(os.path.join(root, "dask.log"), "w")
    scheduler_file = os.path.join(root, "scheduler.json")
    dask = [sys.executable, "-m"]
    processes = [start(dask + ["distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0",
                               "--no-dashboard", "--scheduler-file", scheduler_file], log, env)]
    try:
        for _ in range(300):
            if os.path.exists(scheduler_file):
                break
            time.sleep(0.1)
        check(os.path.exists(scheduler_file), "the scheduler did not start; see " + log.name)
        for name in ("worker-a", "worker-b"):
            processes.append(start(dask + ["distributed.cli.dask_worker", "--scheduler-file", scheduler_file,
                                           "--host", "127.0.0.1", "--nthreads", "1", "--no-nanny",
                                           "--no-dashboard", "--name", name], log, env))
        with Client(scheduler_file=scheduler_file, timeout="30s") as client:
            client.wait_for_workers(2, timeout=60)
            address = client.scheduler.address
        outdir = os.path.join(root, "out")
        driver = subprocess.Popen([sys.executable, args.driver, job, "--scheduler", address, "-o", outdir,
                                   "--rooflens", slow_rooflens(args.rooflens, root, 0.2)],
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        # Kill worker-a once a fifth of the ranks are mapped: the ranks it holds go to worker-b.
        killed_at = None
        while driver.poll() is None and killed_at is None:
            done = len(glob.glob(os.path.join(outdir, "ranks", "rank_*.json")))
            if done >= ranks // 5:
                processes[1].send_signal(signal.SIGKILL)
                killed_at = done
            time.sleep(0.05)
        output = driver.communicate(timeout=120)[0]
        print(output)
        check(killed_at is not None and killed_at < ranks - 4, f"the worker was not killed mid-run ({killed_at})")
        check(driver.returncode == 0, f"rooflens-dask exited with {driver.returncode}")
        print(f"worker-a killed after {killed_at} of {ranks + 1} ranks")
        check_cluster(outdir, ranks, unreadable=True)
    finally:
        for p in reversed(processes):
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in processes:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        log.close()


def local(args, root):
    require_distributed()
    ranks = 16
    job = generated_job(args.rooflens, root, ranks)
    outdir = os.path.join(root, "out")
    killer = slow_rooflens(args.rooflens, root, 0.0, kill_rank=3)
    done = subprocess.run([sys.executable, args.driver, job, "--scheduler", "local:2", "-o", outdir,
                           "--rooflens", killer], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=120)
    print(done.stdout)
    check(done.returncode == 0, f"rooflens-dask exited with {done.returncode}")
    _, missing = check_cluster(outdir, ranks, unreadable=True, also_missing=(3,))
    check("died 2 times" in missing[3], f"rank 3's reason: {missing[3]}")
    check("rank 3 " in done.stdout and "is missing" in done.stdout, "the driver did not name the missing rank")


def fake_sbatch(root):
    """An sbatch that runs the job at once, each array task with its SLURM_ARRAY_TASK_ID, and
    prints a job id: the scripts run as Slurm runs them, without a Slurm."""
    path = os.path.join(root, "bin", "sbatch")
    os.makedirs(os.path.dirname(path))
    with open(path, "w") as f:
        f.write(r"""#!/bin/bash
array=; output=/dev/null
while [[ $1 == -* ]]; do
    case $1 in --array=*) array=${1#--array=}; array=${array%%%*};; --output=*) output=${1#--output=};; esac
    shift
done
if [[ -n $array ]]; then
    for ((t = ${array%-*}; t <= ${array#*-}; t++)); do SLURM_ARRAY_TASK_ID=$t bash "$@" >"${output//%a/$t}" 2>&1; done
else
    bash "$@" >"$output" 2>&1
fi
echo $((RANDOM + 1))
""")
    os.chmod(path, 0o755)
    return os.path.dirname(path)


def slurm(args, root, emulated):
    ranks = 12
    env = dict(os.environ, ROOFLENS=args.rooflens)
    if emulated:
        env["PATH"] = fake_sbatch(root) + os.pathsep + env["PATH"]
    elif not shutil.which("slurmctld") or not shutil.which("sbatch"):
        skip("Slurm is not installed here (no slurmctld or sbatch); slurm_script runs the same scripts without it")
    elif subprocess.run(["sinfo"], capture_output=True).returncode != 0:
        skip("Slurm is installed but sinfo does not answer: no controller running for this machine")
    job = generated_job(args.rooflens, root, ranks)
    outdir = os.path.join(root, "out")
    submit = os.path.join(args.slurm, "rooflens-slurm-submit")
    done = subprocess.run([submit, job, outdir], env=env, capture_output=True, text=True, timeout=600)
    print(done.stdout, done.stderr)
    check(done.returncode == 0, f"rooflens-slurm-submit exited with {done.returncode}")
    cluster_file = os.path.join(outdir, "cluster.json")
    deadline = time.monotonic() + 600
    while not os.path.exists(cluster_file) and time.monotonic() < deadline:
        time.sleep(1)
    check(os.path.exists(cluster_file), "no cluster.json after 10 minutes; see " + os.path.join(outdir, "logs"))
    check_cluster(outdir, ranks, unreadable=True)


def errors(args, root):
    """The driver's own errors name the problem, with rooflens's exit codes (app/README.md §2.3)."""
    job = generated_job(args.rooflens, root, STRAGGLER + 1, unreadable=False)
    outdir = os.path.join(root, "out")

    def driver(*extra):
        done = subprocess.run([sys.executable, args.driver, *extra], capture_output=True, text=True, timeout=120)
        print(done.stderr)
        return done.returncode, done.stderr

    code, text = driver(os.path.join(root, "nowhere"), "--scheduler", "local:1", "-o", outdir)
    check(code == 2 and "nowhere: not a folder" in text, "a JOBDIR that is not a folder")
    code, text = driver(job, "--scheduler", "local:1", "-o", outdir, "--rooflens", os.path.join(root, "no-rooflens"))
    check(code == 3 and "cannot find" in text and "no-rooflens" in text, "a rooflens that is not there")
    code, text = driver(job, "--scheduler", "local:0", "-o", outdir, "--rooflens", args.rooflens)
    check(code == 2 and "local:0" in text, "local:0")
    empty = os.path.join(root, "empty")
    os.makedirs(empty)
    code, text = driver(empty, "--scheduler", "local:1", "-o", outdir, "--rooflens", args.rooflens)
    check(code == 3 and "no rank folder" in text, "a folder without ranks")
    require_distributed()
    code, text = driver(job, "--scheduler", "tcp://127.0.0.1:9", "--timeout", "2", "-o", outdir,
                        "--rooflens", args.rooflens)
    check(code == 3 and "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in text, "a scheduler not there")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("case", choices=["killed-worker", "local", "errors", "slurm-script", "slurm"])
    parser.add_argument("--rooflens", required=True)
    parser.add_argument("--driver", required=True)
    parser.add_argument("--slurm", required=True)
    args = parser.parse_args()
    # A shared folder for the Slurm case (the compute nodes read the job and write the summaries).
    base = os.environ.get("ROOFLENS_SLURM_SHARED_DIR") if args.case == "slurm" else None
    root = tempfile.mkdtemp(prefix="rooflens-cluster-", dir=base)
    try:
        if args.case == "killed-worker":
            killed_worker(args, root)
        elif args.case == "local":
            local(args, root)
        elif args.case == "errors":
            errors(args, root)
        else:
            slurm(args, root, emulated=args.case == "slurm-script")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print("PASS")


if __name__ == "__main__":
    main()
