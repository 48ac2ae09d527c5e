#!/usr/bin/env python3
"""Generates the differential-test corpus for Tessera's solver from kiwisolver's answers.

Run once (with the venv that scripts/bootstrap makes) and commit the output:

    .build/venv/bin/python Benchmarks/kiwi/make_corpus.py \
        > Tests/TesseraLayoutTests/Fixtures/solver-corpus.json

Each system is a seeded random sequence of operations on variables v0…v(n-1): add constraints (mixed
relations, required and Kiwi strengths, some unsatisfiable), optionally add edit variables and suggest
values, optionally remove constraints. For every `add` the corpus records whether kiwisolver threw
UnsatisfiableConstraint. For the final state it records kiwisolver's values and, per variable, whether
that value is *determined*: the same in kiwisolver's answer to the final constraint set solved fresh in
several shuffled orders, each with a faint random push (weight 1e-4) on every variable up or down. A
variable whose optimum is not unique moves under some push, so only determined values are compared.
"""
import json
import random
import sys

import kiwisolver as kiwi

SEED = 0x7E55E7A
SYSTEMS = 600
REQUIRED = kiwi.strength.required
STRENGTHS = [REQUIRED] * 5 + [kiwi.strength.strong] * 2 + [kiwi.strength.medium] * 2 + [kiwi.strength.weak] * 2


def random_strength(rng):
    if rng.random() < 0.1:
        return kiwi.strength.create(rng.randint(0, 3), rng.randint(0, 5), rng.randint(1, 9), rng.choice([0.5, 1, 2]))
    return rng.choice(STRENGTHS)


# The shape of the small systems: variable count, operation count and terms per constraint.
SMALL = {"variables": (1, 8), "adds": (1, 14), "sizes": [1, 1, 2, 2, 2, 3]}


def random_constraint(rng, count, sizes=SMALL["sizes"]):
    size = rng.choice(sizes)
    chosen = rng.sample(range(count), min(size, count))
    terms = [[v, float(rng.choice([-3, -2, -1, -1, 1, 1, 1, 2, 3, 0.5]))] for v in chosen]
    constant = float(rng.randint(-60, 60))
    op = rng.choice(["==", "==", "<=", ">="])
    return [terms, constant, op, random_strength(rng)]


def build(variables, spec):
    terms, constant, op, strength = spec
    expression = sum((coefficient * variables[v] for v, coefficient in terms), constant)
    if op == "==":
        constraint = expression == 0
    elif op == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength


def solve_fresh(count, specs, edits, rng, push):
    """Solves the final set fresh in a shuffled order, with a faint push on every variable."""
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]
    solver = kiwi.Solver()
    order = list(specs) + [[[[v, 1.0]], -value, "==", strength] for v, (strength, value) in edits.items()]
    rng.shuffle(order)
    for spec in order:
        solver.addConstraint(build(variables, spec))
    if push:
        for variable in variables:
            target = rng.choice([-1e5, 1e5])
            solver.addConstraint((variable == target) | kiwi.strength.create(0, 0, 1e-4))
    solver.updateVariables()
    return [variable.value() for variable in variables]


def make_system(rng, index, shape=SMALL):
    count = rng.randint(*shape["variables"])
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]
    solver = kiwi.Solver()
    operations = []
    specs = []
    active = {}
    edits = {}
    for _ in range(rng.randint(*shape["adds"])):
        spec = random_constraint(rng, count, shape["sizes"])
        specs.append(spec)
        constraint = build(variables, spec)
        try:
            solver.addConstraint(constraint)
            active[len(specs) - 1] = constraint
            operations.append({"op": "add", "constraint": len(specs) - 1, "ok": True})
        except kiwi.UnsatisfiableConstraint:
            operations.append({"op": "add", "constraint": len(specs) - 1, "ok": False})
            # kiwisolver can leave its tableau inconsistent after a failed add through its artificial
            # variable (a later suggestValue may then fail with "Dual optimize failed"); Tessera's
            # solver is unchanged by a failed add, so continue from a fresh kiwi solver with the same
            # constraints in the same order.
            solver = kiwi.Solver()
            for key in sorted(active):
                solver.addConstraint(active[key])
    if rng.random() < 0.4:
        for v in rng.sample(range(count), rng.randint(1, min(2, count))):
            strength = rng.choice([kiwi.strength.strong, kiwi.strength.medium])
            solver.addEditVariable(variables[v], strength)
            operations.append({"op": "edit", "variable": v, "strength": strength})
            edits[v] = (strength, 0.0)
            for _ in range(rng.randint(1, 3)):
                value = float(rng.randint(-100, 100))
                solver.suggestValue(variables[v], value)
                operations.append({"op": "suggest", "variable": v, "value": value})
                edits[v] = (strength, value)
    if active and rng.random() < 0.4:
        for key in rng.sample(sorted(active), rng.randint(1, min(2, len(active)))):
            solver.removeConstraint(active.pop(key))
            operations.append({"op": "remove", "constraint": key})
    solver.updateVariables()
    values = [variable.value() for variable in variables]
    final = [specs[key] for key in sorted(active)]
    runs = [solve_fresh(count, final, edits, rng, push) for push in (False, True, True, True, True)]
    determined = [all(abs(run[i] - values[i]) < 1e-7 for run in runs) for i in range(count)]
    return {
        "id": index,
        "variables": count,
        "constraints": [[terms, constant, op, strength] for terms, constant, op, strength in specs],
        "operations": operations,
        "values": values,
        "determined": determined,
    }


def main():
    rng = random.Random(SEED)
    systems = [make_system(rng, index) for index in range(SYSTEMS)]
    corpus = {
        "generator": "Benchmarks/kiwi/make_corpus.py",
        "kiwisolver": kiwi.__version__,
        "seed": SEED,
        "requiredStrength": REQUIRED,
        "systems": systems,
    }
    json.dump(corpus, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")
    unsatisfiable = sum(1 for s in systems if any(not o.get("ok", True) for o in s["operations"]))
    determined = sum(1 for s in systems if all(s["determined"]))
    print(f"{len(systems)} systems, {unsatisfiable} with an unsatisfiable add, {determined} fully determined, "
          f"{sum(sum(s['determined']) for s in systems)} determined values", file=sys.stderr)


if __name__ == "__main__":
    main()
