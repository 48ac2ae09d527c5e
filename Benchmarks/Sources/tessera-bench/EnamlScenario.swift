/// Kiwi's "enaml-like" benchmark system (kiwi `benchmarks/enaml_like_benchmark`): a small form of three
/// labels and three fields with 37 variables, 111 constraints and strong edit variables for the
/// window width and height, which are added first. Transcribed here as data in a compact notation:
/// `terms constant relation strength`, meaning `terms + constant (relation) 0`.
enum EnamlScenario {
    static let rows = """
        left 0 >= R|height 0 == M|top 0 >= R|width 0 >= R|height 0 >= R|-top+contents_top -10 == R
        lb3height -16 == S|lb3height -16 >= S|ctleft 0 >= R|cttop 0 >= R|ctwidth 0 >= R|ctheight 0 >= R
        fl3left 0 >= R|ctheight -24 >= SM|ctwidth -16777200 <= SM|ctheight -24 <= SM|fl3top 0 >= R
        fl3width 0 >= R|fl3height 0 >= R|lb1width -67 == W|lb2width 0 >= R|lb2height 0 >= R
        fl2height 0 >= R|lb3left 0 >= R|fl2width -125 >= S|fl2height -21 == S|fl2height -21 >= S
        lb3top 0 >= R|lb3width 0 >= R|fl1left 0 >= R|fl1width 0 >= R|lb1width -67 >= S|fl2left 0 >= R
        lb2width -66 == W|lb2width -66 >= S|lb2height -16 == S|fl1height 0 >= R|fl1top 0 >= R
        lb2top 0 >= R|-lb2top+lb3top-lb2height -10 == MM|-lb3top-lb3height+fl3top -10 >= R
        -lb3top-lb3height+fl3top -10 == MM|contents_bottom-fl3height-fl3top 0 == MM
        fl1top-contents_top 0 >= R|fl1top-contents_top 0 == MM|contents_bottom-fl3height-fl3top 0 >= R
        -left-width+contents_right 10 == R|-top-height+contents_bottom 10 == R
        -left+contents_left -10 == R|lb3left-contents_left 0 == MM|fl1left-midline 0 == S
        fl2left-midline 0 == S|ctleft-midline 0 == S|fl1top+0.5*fl1height-lb1top-0.5*lb1height 0 == S
        lb1left-contents_left 0 >= R|lb1left-contents_left 0 == MM|-lb1left+fl1left-lb1width -10 >= R
        -lb1left+fl1left-lb1width -10 == MM|-fl1left+contents_right-fl1width 0 >= R|width 0 == M
        -fl1top+fl2top-fl1height -10 >= R|-fl1top+fl2top-fl1height -10 == MM
        cttop-fl2top-fl2height -10 >= R|-ctheight-cttop+fl3top -10 >= R
        contents_bottom-fl3height-fl3top 0 >= R|cttop-fl2top-fl2height -10 == MM
        -fl1left+contents_right-fl1width 0 == MM|-lb2top-0.5*lb2height+fl2top+0.5*fl2height 0 == S
        -contents_left+lb2left 0 >= R|-contents_left+lb2left 0 == MM|fl2left-lb2width-lb2left -10 >= R
        -ctheight-cttop+fl3top -10 == MM|contents_bottom-fl3height-fl3top 0 == MM|lb1top 0 >= R
        lb1width 0 >= R|lb1height 0 >= R|fl2left-lb2width-lb2left -10 == MM
        -fl2left-fl2width+contents_right 0 == MM|-fl2left-fl2width+contents_right 0 >= R
        lb3left-contents_left 0 >= R|lb1left 0 >= R|0.5*ctheight+cttop-lb3top-0.5*lb3height 0 == S
        ctleft-lb3left-lb3width -10 >= R|-ctwidth-ctleft+contents_right 0 >= R
        ctleft-lb3left-lb3width -10 == MM|fl3left-contents_left 0 >= R|fl3left-contents_left 0 == MM
        -ctwidth-ctleft+contents_right 0 == MM|-fl3left+contents_right-fl3width 0 == MM
        -contents_top+lb1top 0 >= R|-contents_top+lb1top 0 == MM|-fl3left+contents_right-fl3width 0 >= R
        lb2top-lb1top-lb1height -10 >= R|-lb2top+lb3top-lb2height -10 >= R
        lb2top-lb1top-lb1height -10 == MM|fl1height -21 == S|fl1height -21 >= S|lb2left 0 >= R
        lb2height -16 >= S|fl2top 0 >= R|fl2width 0 >= R|lb1height -16 >= S|lb1height -16 == S
        fl3width -125 >= S|fl3height -21 == S|fl3height -21 >= S|lb3height 0 >= R|ctwidth -119 >= SM
        lb3width -24 == W|lb3width -24 >= S|fl1width -125 >= S
        """

    static let strengths: [String: Double] = [
        "R": KiwiStrength.required, "S": KiwiStrength.strong, "M": KiwiStrength.medium, "W": KiwiStrength.weak,
        "MM": KiwiStrength.create(0, 1, 0, weight: 1.25), "SM": KiwiStrength.create(0, 100, 0),
    ]

    static func spec(mode: BenchmarkSpec.Mode) -> BenchmarkSpec {
        var builder = SpecBuilder()
        var names: [String: Int] = [:]
        func variable(_ name: String) -> Int {
            if let index = names[name] { return index }
            let index = builder.variable()
            names[name] = index
            return index
        }
        let width = variable("width")
        let height = variable("height")
        for line in rows.split(whereSeparator: { $0 == "|" || $0 == "\n" }) {
            let fields = line.split(separator: " ")
            var terms: [(Int, Double)] = []
            var token = ""
            for character in fields[0] + "+" {
                if (character == "+" || character == "-") && !token.isEmpty {
                    let sign: Double = token.hasPrefix("-") ? -1 : 1
                    let body = token.drop { $0 == "+" || $0 == "-" }
                    let parts = body.split(separator: "*")
                    let coefficient = parts.count == 2 ? Double(parts[0])! : 1
                    terms.append((variable(String(parts.last!)), sign * coefficient))
                    token = ""
                }
                token.append(character)
            }
            builder.add(terms, Double(fields[1])!, String(fields[2]), strengths[String(fields[3])]!)
        }
        precondition(
            builder.constraints.count == 111 && builder.variableCount == 37, "enaml-like system mistranscribed")
        var spec = BenchmarkSpec(
            name: "solver/enaml/\(mode == .build ? "build" : "resize")", unit: "us", mode: mode,
            runs: mode == .build ? 15 : 15, variables: builder.variableCount, constraints: builder.constraints)
        spec.editsFirst = true
        spec.edits = [[Double(width), KiwiStrength.strong], [Double(height), KiwiStrength.strong]]
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        spec.initial = [[Double(width), 400], [Double(height), 600]]
        spec.steps = (0..<60).map { step in
            let size = sizes[step % sizes.count]
            return [[Double(width), size.0], [Double(height), size.1]]
        }
        return spec
    }
}
