#!/usr/bin/env python3
"""Times kiwisolver on the benchmark specs written by `tessera-bench` (see BenchmarkSpec.swift).

Usage: kiwi_bench.py SPEC.json… ; prints `name median` per spec, in the spec's unit. With `--serve`,
reads one spec path per line from standard input and answers each with one timed run, `name value`
(tessera-bench alternates the two solvers run by run, so machine load affects both alike).

Each measurement wraps only kiwisolver calls in time.perf_counter (constraints and variables are built
before timing, as the Swift side does). The Python cost of issuing those calls is then subtracted: the
same number of calls to a trivial kiwisolver method (Solver.hasEditVariable on an empty solver) is
timed in the same loop shape and taken off, so the figure approximates the C++ solver's own time.
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def make(spec):
    variables = [kiwi.Variable(f"v{i}") for i in range(spec["variables"])]
    constraints = []
    for terms, constant, relation, strength in spec["constraints"]:
        expression = kiwi.Expression([kiwi.Term(variables[int(v)], c) for v, c in terms], constant)
        if relation == "==":
            constraint = expression == 0
        elif relation == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        constraints.append(constraint | strength)
    return variables, constraints


def call_overhead(calls):
    """Seconds that `calls` trivial kiwisolver calls cost from Python."""
    solver = kiwi.Solver()
    probe = kiwi.Variable("probe")
    has = solver.hasEditVariable
    samples = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(calls):
            has(probe)
        samples.append(time.perf_counter() - start)
    return min(samples)


def build(spec, variables, constraints):
    solver = kiwi.Solver()
    edits = [(variables[int(v)], s) for v, s in spec.get("edits", [])]
    if spec.get("editsFirst"):
        for variable, strength in edits:
            solver.addEditVariable(variable, strength)
    for constraint in constraints:
        solver.addConstraint(constraint)
    if not spec.get("editsFirst"):
        for variable, strength in edits:
            solver.addEditVariable(variable, strength)
    for v, value in spec.get("initial", []):
        solver.suggestValue(variables[int(v)], value)
    solver.updateVariables()
    return solver


def measure_once(spec, variables, constraints):
    mode = spec["mode"]
    if mode == "build":
        start = time.perf_counter()
        build(spec, variables, constraints)
        elapsed = time.perf_counter() - start
        calls = len(constraints) + 2 * len(spec.get("edits", [])) + len(spec.get("initial", [])) + 1
        return elapsed, calls, 1
    if mode == "suggest":
        solver = build(spec, variables, constraints)
        steps = [[(variables[int(v)], value) for v, value in step] for step in spec["steps"]]
        suggest = solver.suggestValue
        update = solver.updateVariables
        start = time.perf_counter()
        for step in steps:
            for variable, value in step:
                suggest(variable, value)
            update()
        elapsed = time.perf_counter() - start
        return elapsed, sum(len(step) + 1 for step in steps), len(steps)
    if mode == "perGroup":
        groups = [constraints[g[0]:g[1]] for g in spec["groups"]]
        start = time.perf_counter()
        for group in groups:
            solver = kiwi.Solver()
            add = solver.addConstraint
            for constraint in group:
                add(constraint)
            solver.updateVariables()
        elapsed = time.perf_counter() - start
        return elapsed, sum(len(g) + 2 for g in groups), 1
    if mode == "shared":
        start = time.perf_counter()
        solver = kiwi.Solver()
        add = solver.addConstraint
        for constraint in constraints:
            add(constraint)
        solver.updateVariables()
        elapsed = time.perf_counter() - start
        return elapsed, len(constraints) + 2, 1
    raise ValueError(mode)


_loaded = {}


def sample(path):
    """One timed run of the spec at `path`, in the spec's unit (specs are parsed once and cached)."""
    if path not in _loaded:
        with open(path) as handle:
            spec = json.load(handle)
        _loaded[path] = (spec, *make(spec))
    spec, variables, constraints = _loaded[path]
    elapsed, calls, divisor = measure_once(spec, variables, constraints)
    scale = 1e3 if spec["unit"] == "ms" else 1e6
    return spec, max(elapsed - call_overhead(calls), 0) / divisor * scale


def run(path):
    spec, _ = sample(path)  # warm-up
    samples = [sample(path)[1] for _ in range(spec["runs"])]
    print(f"{spec['name']} {statistics.median(samples)}", flush=True)


def main():
    if sys.argv[1:] == ["--serve"]:
        # One sample per request line, so the caller can alternate the two solvers run by run.
        print("ready", flush=True)
        for line in sys.stdin:
            if line.strip():
                spec, value = sample(line.strip())
                print(f"{spec['name']} {value}", flush=True)
    else:
        for path in sys.argv[1:]:
            run(path)


if __name__ == "__main__":
    main()
