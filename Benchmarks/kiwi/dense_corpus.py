#!/usr/bin/env python3
"""Seeded random systems denser than make_corpus.py's, with kiwisolver's answers, for the solver's
anti-cycling differential test (Tests/TesseraLayoutTests/SolverDenseDifferentialTests.swift runs it).

Usage: dense_corpus.py SYSTEMS [FIRST] ; prints a corpus in make_corpus.py's format on standard output.

System i is made from its own seed (SEED + i), so any range can be regenerated alone. Each has 6–30
variables and 10–90 constraints over 2–5 variables, mostly required, with edits, suggestions and
removals as in make_corpus.py. Every system is solved by kiwisolver in a child process: kiwisolver
aborts the process on some of them ("The objective is unbounded") and stalls on others, so a system
whose child dies or runs over 5 s is left out and counted on standard error.
"""
import json
import os
import random
import select
import sys

import kiwisolver as kiwi

from make_corpus import REQUIRED, make_system

SEED = 0xDE45E
DENSE = {"variables": (6, 30), "adds": (10, 90), "sizes": [2, 3, 3, 4, 5]}
TIME_LIMIT = 5


def solve_in_child(index):
    """kiwisolver's answer for system `index`, or None when kiwisolver crashed or stalled."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(read)
        # kiwisolver's abort message would drown the summary: the parent reports left-out systems.
        os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
        system = make_system(random.Random(SEED + index), index, DENSE)
        with os.fdopen(write, "w") as out:
            json.dump(system, out, separators=(",", ":"))
        os._exit(0)
    os.close(write)
    chunks = []
    with os.fdopen(read) as source:
        while True:
            ready, _, _ = select.select([source], [], [], TIME_LIMIT)
            if not ready:
                os.kill(child, 9)
                os.waitpid(child, 0)
                return None
            chunk = source.read()
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(child, 0)
    return json.loads("".join(chunks)) if status == 0 and chunks else None


def main():
    count = int(sys.argv[1])
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    systems, left_out = [], []
    for index in range(first, first + count):
        system = solve_in_child(index)
        if system is None:
            left_out.append(index)
        else:
            systems.append(system)
    corpus = {
        "generator": "Benchmarks/kiwi/dense_corpus.py",
        "kiwisolver": kiwi.__version__,
        "seed": SEED,
        "requiredStrength": REQUIRED,
        "leftOut": left_out,
        "systems": systems,
    }
    json.dump(corpus, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")
    print(f"{len(systems)} systems, {len(left_out)} left out (kiwisolver crashed or stalled): {left_out}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
