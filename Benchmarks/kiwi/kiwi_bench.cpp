// Times Kiwi compiled from kiwisolver's C++ sources on the benchmark specs written by `tessera-bench`
// (see BenchmarkSpec.swift): the same operations that kiwi_bench.py times, without Python in between.
//
// Build (the Makefile's `bench` target does this; KIWI is the unpacked kiwisolver source package that
// scripts/bootstrap fetches into .build/):
//     g++ -O2 -std=c++17 -I$KIWI Benchmarks/kiwi/kiwi_bench.cpp -o .build/kiwi-bench
// Usage: kiwi-bench SPEC.json… prints `name median` per spec, in the spec's unit. With `--serve`, reads
// one spec path per line from standard input and answers each with one timed run, `name value`.
//
// Variables and constraints are made before timing; each measurement covers only solver calls, and
// reading the solution is `updateVariables()`, as on the Python side.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// A JSON value, enough for the specs (objects, arrays, numbers, strings, booleans).
struct Json {
    double number = 0;
    bool boolean = false;
    std::string text;
    std::vector<Json> items;
    std::map<std::string, Json> members;

    const Json& operator[](const std::string& key) const {
        static const Json missing;
        auto found = members.find(key);
        return found == members.end() ? missing : found->second;
    }
};

class JsonReader {
public:
    explicit JsonReader(const std::string& source) : source_(source) {}

    Json value() {
        skipSpace();
        Json result;
        char next = peek();
        if (next == '{') {
            ++position_;
            while (skipSpace(), peek() != '}') {
                std::string key = string();
                skipSpace();
                expect(':');
                result.members[key] = value();
                skipSpace();
                if (peek() == ',') ++position_;
            }
            ++position_;
        } else if (next == '[') {
            ++position_;
            while (skipSpace(), peek() != ']') {
                result.items.push_back(value());
                skipSpace();
                if (peek() == ',') ++position_;
            }
            ++position_;
        } else if (next == '"') {
            result.text = string();
        } else if (source_.compare(position_, 4, "true") == 0) {
            result.boolean = true;
            position_ += 4;
        } else if (source_.compare(position_, 5, "false") == 0) {
            position_ += 5;
        } else {
            char* end = nullptr;
            result.number = std::strtod(source_.c_str() + position_, &end);
            if (end == source_.c_str() + position_) throw std::runtime_error("bad JSON at " + std::to_string(position_));
            position_ = end - source_.c_str();
        }
        return result;
    }

private:
    const std::string& source_;
    size_t position_ = 0;

    char peek() const {
        if (position_ >= source_.size()) throw std::runtime_error("JSON ends early");
        return source_[position_];
    }

    void skipSpace() {
        while (position_ < source_.size() && std::isspace(static_cast<unsigned char>(source_[position_]))) ++position_;
    }

    void expect(char wanted) {
        if (peek() != wanted) throw std::runtime_error(std::string("expected ") + wanted);
        ++position_;
    }

    // Strings in the specs are names and units: plain ASCII with escaped slashes and quotes.
    std::string string() {
        expect('"');
        std::string result;
        while (peek() != '"') {
            char character = source_[position_++];
            if (character == '\\') character = source_[position_++];
            result.push_back(character);
        }
        ++position_;
        return result;
    }
};

struct Spec {
    Json json;
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
};

Spec load(const std::string& path) {
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot read " + path);
    std::stringstream contents;
    contents << file.rdbuf();
    std::string source = contents.str();
    Spec spec{JsonReader(source).value(), {}, {}};
    for (int index = 0; index < int(spec.json["variables"].number); ++index) {
        spec.variables.emplace_back("v" + std::to_string(index));
    }
    for (const Json& item : spec.json["constraints"].items) {
        std::vector<kiwi::Term> terms;
        for (const Json& term : item.items[0].items) {
            terms.emplace_back(spec.variables[size_t(term.items[0].number)], term.items[1].number);
        }
        kiwi::Expression expression(std::move(terms), item.items[1].number);
        const std::string& relation = item.items[2].text;
        kiwi::RelationalOperator op = relation == "==" ? kiwi::OP_EQ : relation == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
        spec.constraints.emplace_back(expression, op, item.items[3].number);
    }
    return spec;
}

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point start, Clock::time_point end) {
    return std::chrono::duration<double>(end - start).count();
}

void addEdits(kiwi::Solver& solver, const Spec& spec) {
    for (const Json& edit : spec.json["edits"].items) {
        solver.addEditVariable(spec.variables[size_t(edit.items[0].number)], edit.items[1].number);
    }
}

void build(kiwi::Solver& solver, const Spec& spec) {
    bool editsFirst = spec.json["editsFirst"].boolean;
    if (editsFirst) addEdits(solver, spec);
    for (const kiwi::Constraint& constraint : spec.constraints) solver.addConstraint(constraint);
    if (!editsFirst) addEdits(solver, spec);
    for (const Json& suggestion : spec.json["initial"].items) {
        solver.suggestValue(spec.variables[size_t(suggestion.items[0].number)], suggestion.items[1].number);
    }
    solver.updateVariables();
}

// One timed run, in seconds (per step for `suggest`).
double measureOnce(const Spec& spec) {
    const std::string& mode = spec.json["mode"].text;
    if (mode == "build") {
        auto start = Clock::now();
        kiwi::Solver solver;
        build(solver, spec);
        return seconds(start, Clock::now());
    }
    if (mode == "suggest") {
        kiwi::Solver solver;
        build(solver, spec);
        const std::vector<Json>& steps = spec.json["steps"].items;
        auto start = Clock::now();
        for (const Json& step : steps) {
            for (const Json& pair : step.items) {
                solver.suggestValue(spec.variables[size_t(pair.items[0].number)], pair.items[1].number);
            }
            solver.updateVariables();
        }
        return seconds(start, Clock::now()) / double(steps.size());
    }
    if (mode == "perGroup") {
        auto start = Clock::now();
        for (const Json& group : spec.json["groups"].items) {
            kiwi::Solver solver;
            for (size_t index = size_t(group.items[0].number); index < size_t(group.items[1].number); ++index) {
                solver.addConstraint(spec.constraints[index]);
            }
            solver.updateVariables();
        }
        return seconds(start, Clock::now());
    }
    if (mode == "shared") {
        auto start = Clock::now();
        kiwi::Solver solver;
        for (const kiwi::Constraint& constraint : spec.constraints) solver.addConstraint(constraint);
        solver.updateVariables();
        return seconds(start, Clock::now());
    }
    throw std::runtime_error("unknown mode " + mode);
}

std::map<std::string, std::unique_ptr<Spec>> loaded;

// One timed run of the spec at `path`, in the spec's unit (specs are parsed once and kept).
double sample(const std::string& path, std::string& name) {
    auto& spec = loaded[path];
    if (!spec) spec = std::make_unique<Spec>(load(path));
    name = spec->json["name"].text;
    double scale = spec->json["unit"].text == "ms" ? 1e3 : 1e6;
    return measureOnce(*spec) * scale;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        std::string name;
        if (argc == 2 && std::string(argv[1]) == "--serve") {
            // One sample per request line, so the caller can alternate the solvers run by run.
            std::cout << "ready" << std::endl;
            std::string line;
            while (std::getline(std::cin, line)) {
                if (line.empty()) continue;
                double value = sample(line, name);
                std::cout << name << ' ' << value << std::endl;
            }
            return 0;
        }
        for (int argument = 1; argument < argc; ++argument) {
            sample(argv[argument], name);  // warm-up
            int runs = std::max(1, int(loaded[argv[argument]]->json["runs"].number));
            std::vector<double> samples;
            for (int run = 0; run < runs; ++run) samples.push_back(sample(argv[argument], name));
            std::sort(samples.begin(), samples.end());
            std::cout << name << ' ' << samples[samples.size() / 2] << std::endl;
        }
    } catch (const std::exception& error) {
        std::cerr << "kiwi-bench: " << error.what() << std::endl;
        return 1;
    }
    return 0;
}
