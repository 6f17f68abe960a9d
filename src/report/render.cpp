#include "core/text.hpp"
#include "report/render.hpp"

#include "report/svg.hpp"
#include "report/thermograph_svg.hpp"
#include "cgt/thermograph.hpp"

#include "claims/certificate.hpp"
#include "core/error.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <fmt/core.h>
#include <fmt/format.h>

namespace cgcheck {

bool ClaimRun::as_expected() const {
  // An expectation `holds` is met by a proof too (which is more: it holds for every position).
  return (claim->expected == Expectation::holds && (result.status == Status::holds || result.status == Status::proved)) ||
         (claim->expected == Expectation::refuted && result.status == Status::refuted);
}


namespace {

// Whether `seconds` lies within a factor of two of the range that coarse_time's `label` stands for.
// The steps are coarse_time's (claims/result.cpp): < 1 s, 1–10 s, 10–60 s, 1–10 min, > 10 min.
bool within_reach(const std::string& label, double seconds) {
  constexpr double kSteps[] = {0, 1, 10, 60, 600, 1e300};
  for (std::size_t i = 0; i + 1 < std::size(kSteps); ++i)
    if (coarse_time(kSteps[i]) == label) return seconds >= kSteps[i] / 2 && seconds < 2 * kSteps[i + 1];
  return false;
}

std::string stable_time(const TimeLabels& previous, const std::string& key, double seconds) {
  const auto it = previous.find(key);
  return it != previous.end() && within_reach(it->second, seconds) ? it->second : coarse_time(seconds);
}


// The claims of a paper, in run order.
bool of_paper(const PaperEntry& paper, const ClaimRun& r) { return cgcheck::of_paper(paper, *r.claim); }

}  // namespace

TimeLabels time_labels(const Registry& reg, const std::vector<ClaimRun>& runs, const TimeLabels& previous) {
  TimeLabels t;
  double all = 0;
  for (const auto& r : runs) {
    t[r.claim->id] = stable_time(previous, r.claim->id, r.result.seconds);
    all += r.result.seconds;
  }
  for (const auto& paper : reg.papers()) {
    double secs = 0;
    bool any = false;
    for (const auto& r : runs)
      if (of_paper(paper, r)) secs += r.result.seconds, any = true;
    if (any) t["paper:" + paper.report_name] = stable_time(previous, "paper:" + paper.report_name, secs);
  }
  t["all"] = stable_time(previous, "all", all);
  return t;
}

TimeLabels recorded_time_labels(const nlohmann::json& j) {
  TimeLabels t;
  if (!j.is_object()) return t;
  if (const auto it = j.find("times"); it != j.end() && it->is_object())
    for (const auto& [k, v] : it->items())
      if (v.is_string()) t[k] = v.get<std::string>();
  if (const auto it = j.find("claims"); it != j.end() && it->is_array())
    for (const auto& c : *it)
      if (c.is_object() && c.contains("id") && c["id"].is_string() && c.contains("time") && c["time"].is_string())
        t[c["id"].get<std::string>()] = c["time"].get<std::string>();
  return t;
}

nlohmann::json to_json(const ClaimRun& run, const TimeLabels& times) {
  const Claim& c = *run.claim;
  const ClaimResult& r = run.result;
  nlohmann::json j;
  j["id"] = c.id;
  j["game"] = c.game;
  j["source"] = {{"paper", c.source.paper}, {"label", c.source.label}, {"section", c.source.section}};
  j["statement"] = c.statement;
  if (c.checker) j["check_kind"] = std::string(c.checker->kind());
  if (const auto where = c.defined_in(); !where.empty()) j["defined_in"] = where;
  j["expected"] = std::string(name(c.expected));
  if (c.finding != Finding::none) j["finding"] = std::string(name(c.finding));
  j["status"] = std::string(name(r.status));
  j["as_expected"] = run.as_expected();
  j["checked"] = nlohmann::json::array();
  for (const auto& cov : r.checked)
    j["checked"].push_back({{"mode", cov.mode}, {"count", cov.count}, {"range", cov.range}});
  if (r.counterexample)
    j["counterexample"] = {{"position", r.counterexample->position},
                           {"claimed", r.counterexample->claimed},
                           {"actual", r.counterexample->actual},
                           {"found_by", r.counterexample->found_by}};
  else
    j["counterexample"] = nullptr;
  if (!r.failures.empty()) {
    j["failures"] = nlohmann::json::array();
    for (const auto& f : r.failures)
      j["failures"].push_back({{"position", f.position}, {"claimed", f.claimed}, {"actual", f.actual}});
  }
  if (!r.certificates.empty()) {
    j["certificates"] = nlohmann::json::array();
    for (const auto& cert : r.certificates) j["certificates"].push_back(to_json(cert));
  }
  j["mismatches"] = r.mismatches;
  j["mismatch_kinds"] = r.mismatch_kinds;
  if (!r.message.empty()) j["message"] = r.message;
  j["seed"] = r.seed;
  j["seconds"] = r.seconds;
  // This run's coarse label (kept from the previous report while within reach). A page whose only
  // change would be labels one step away keeps its committed text, so it may show the older label.
  if (const auto it = times.find(c.id); it != times.end()) j["time"] = it->second;
  return j;
}

nlohmann::json to_json(const std::vector<ClaimRun>& runs, const RunOptions& ctx, const TimeLabels& times) {
  nlohmann::json j;
  j["profile"] = std::string(name(ctx.profile));
  j["seed"] = ctx.seed;
  if (ctx.bound) j["bound"] = *ctx.bound;
  j["claims"] = nlohmann::json::array();
  j["threads"] = ctx.threads;
  for (const auto& r : runs) {
    auto c = to_json(r, times);
    // Throughput of the exhaustive phase, table building included: positions per second per core
    // (JSON only; the Markdown pages stay the same from run to run).
    std::uint64_t exhaustive = 0;
    for (const auto& cov : r.result.checked)
      if (cov.mode == "exhaustive") exhaustive += cov.count;
    // Positions taken from a checkpoint were not walked in this run's seconds.
    exhaustive -= std::min(exhaustive, r.result.resumed_positions);
    if (exhaustive > 0 && r.result.seconds > 0)
      c["positions_per_second_per_core"] =
          static_cast<double>(exhaustive) / r.result.seconds / std::max(1u, ctx.threads);
    if (r.result.resumed_positions > 0) c["resumed_positions"] = r.result.resumed_positions;
    j["claims"].push_back(std::move(c));
  }
  nlohmann::json shown = nlohmann::json::object();
  for (const auto& [k, v] : times)
    if (k == "all" || k.starts_with("paper:")) shown[k] = v;
  if (!shown.empty()) j["times"] = shown;
  return j;
}

namespace {
std::string xml_escape(std::string_view text) {
  const std::string s = valid_utf8(text);  // XML must be valid UTF-8
  std::string out;
  for (const char ch : s) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        // Control characters are not allowed in XML 1.0 (except TAB, LF, CR).
        if (static_cast<unsigned char>(ch) < 0x20 && ch != '\t' && ch != '\n' && ch != '\r') out += ' ';
        else out += ch;
    }
  }
  return out;
}
}  // namespace

std::string to_junit(const std::vector<ClaimRun>& runs) {
  std::size_t failures = 0, errors = 0;
  double seconds = 0;
  for (const auto& r : runs) {
    if (r.result.status == Status::error) ++errors;
    else if (!r.as_expected()) ++failures;
    seconds += r.result.seconds;
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += fmt::format("<testsuites tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{:.3f}\">\n", runs.size(), failures, errors, seconds);
  x += fmt::format("  <testsuite name=\"cgcheck\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{:.3f}\">\n", runs.size(), failures,
                   errors, seconds);
  for (const auto& r : runs) {
    const auto slash = r.claim->id.find('/');
    const std::string suite = slash == std::string::npos ? r.claim->game : r.claim->id.substr(0, slash);
    x += fmt::format("    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3f}\">", xml_escape(suite), xml_escape(r.claim->id),
                     r.result.seconds);
    std::string detail = fmt::format("expected {}, observed {}; checked {}", name(r.claim->expected), name(r.result.status),
                                     with_commas(r.result.total_checked()));
    if (r.result.counterexample)
      detail += "; counterexample " + verdict_words(*r.result.counterexample);
    if (!r.result.message.empty()) detail += "; " + r.result.message;
    if (r.result.status == Status::error)
      x += fmt::format("<error message=\"{}\"/>", xml_escape(detail));
    else if (!r.as_expected())
      x += fmt::format("<failure message=\"{}\"/>", xml_escape(detail));
    else
      x += fmt::format("<system-out>{}</system-out>", xml_escape(detail));
    x += "</testcase>\n";
  }
  x += "  </testsuite>\n</testsuites>\n";
  return x;
}

namespace {

// Text from a claim file (a cite, a title, a file name) on one line of Markdown: a line break, TAB
// or other control character becomes a space, so the text cannot end the line and start a heading,
// a table row or a new table.
std::string md_inline(std::string_view s) {
  std::string out;
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    out += u < 0x20 || u == 0x7f ? ' ' : ch;
  }
  return out;
}

// Text from a claim file in running Markdown (a statement, a note, a message): on one line as above,
// and a '<' that Markdown would read as raw HTML (a comment "<!--" hid the rest of the page, another
// paper's erratum included; a <script> or <details> tag) written as "\<", which shows as '<'. A '<'
// in mathematics (a<b<c, <w,x,y,z>) opens no tag and stays as it is. With no line break, a '#' or a
// fence cannot start a line either.
// Whether the '<' at s[i] starts inline raw HTML as CommonMark reads it: a comment, declaration or
// processing instruction (<!, <?), a closing tag </name>, or an open tag <name attr="v" ...> that
// reaches its '>' with nothing but attributes on the way.
bool opens_html(std::string_view s, std::size_t i) {
  const auto at = [&](std::size_t k) { return k < s.size() ? s[k] : '\0'; };
  const auto alpha = [&](std::size_t k) { return std::isalpha(static_cast<unsigned char>(at(k))) != 0; };
  const auto space = [&](std::size_t k) { return at(k) == ' ' || at(k) == '\t'; };
  std::size_t k = i + 1;
  if (at(k) == '!' || at(k) == '?') return true;
  const bool closing = at(k) == '/';
  if (closing) ++k;
  if (!alpha(k)) return false;
  while (std::isalnum(static_cast<unsigned char>(at(k))) || at(k) == '-') ++k;
  if (closing) {
    while (space(k)) ++k;
    return at(k) == '>';
  }
  for (;;) {
    const std::size_t before = k;
    while (space(k)) ++k;
    if (at(k) == '>' || (at(k) == '/' && at(k + 1) == '>')) return true;
    const auto name_start = [&](std::size_t j) { return alpha(j) || at(j) == '_' || at(j) == ':'; };
    if (k == before || !name_start(k)) return false;  // an attribute needs a space before it
    while (name_start(k) || std::isdigit(static_cast<unsigned char>(at(k))) || at(k) == '.' || at(k) == '-') ++k;
    std::size_t j = k;
    while (space(j)) ++j;
    if (at(j) != '=') continue;
    ++j;
    while (space(j)) ++j;
    if (at(j) == '"' || at(j) == '\'') {
      const char quote = at(j);
      const std::size_t close = s.find(quote, j + 1);
      if (close == std::string_view::npos) return false;
      k = close + 1;
    } else {
      const std::size_t start = j;
      while (j < s.size() && !space(j) && std::string_view("\"'=<>`").find(at(j)) == std::string_view::npos) ++j;
      if (j == start) return false;
      k = j;
    }
  }
}

std::string md_text(std::string_view s) {
  std::string out;
  const std::string one = md_inline(s);
  for (std::size_t i = 0; i < one.size(); ++i) {
    if (one[i] == '<' && opens_html(one, i)) out += '\\';
    out += one[i];
  }
  return out;
}

// A code span holding any text: the fence is one backtick longer than the longest run inside (a
// position with a backtick ended the span and let the rest through as Markdown).
std::string md_code(std::string_view s) {
  const std::string one = md_inline(s);
  std::size_t longest = 0, run = 0;
  for (const char ch : one) {
    run = ch == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(longest + 1, '`');
  const bool pad = !one.empty() && (one.front() == '`' || one.back() == '`');
  return fence + (pad ? " " : "") + one + (pad ? " " : "") + fence;
}

// The same in a table cell, where '|' would also end the cell: it is escaped (also inside a code
// span, as GitHub's tables read it).
std::string md_escape_cell(std::string_view s) {
  std::string out;
  for (const char ch : md_inline(s)) {
    if (ch == '|') out += "\\|";
    else out += ch;
  }
  return out;
}

std::string observed_cell(const ClaimRun& r) {
  return fmt::format("{}{}", name(r.result.status), r.as_expected() ? "" : " **(unexpected)**");
}

std::string checked_summary(const ClaimResult& r) {
  std::vector<std::string> parts;
  for (const auto& c : r.checked) parts.push_back(fmt::format("{} {}", c.mode, with_commas(c.count)));
  return parts.empty() ? "nothing" : fmt::format("{}", fmt::join(parts, " + "));
}

std::string anchor(const std::string& id) {
  std::string a;
  for (char ch : id) {
    if (std::isalnum(static_cast<unsigned char>(ch))) a += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    else if (ch == '-' || ch == '_') a += ch;
    else if (ch == ' ') a += '-';
  }
  return a;
}

// The positions of a certificate whose verdict is the solver's (its leaves), each once, in order.
void leaves(const CertNode& n, std::vector<std::string>& out) {
  if (!n.expanded) {
    if (std::find(out.begin(), out.end(), n.position) == out.end()) out.push_back(n.position);
    return;
  }
  for (const auto& c : n.children) leaves(c, out);
}

std::string cell_position(const std::string& p) {
  if (p.empty()) return "(empty)";
  std::string out;
  for (const char ch : md_code(p)) out += ch == '|' ? std::string("\\|") : std::string(1, ch);
  return out;
}
std::string verdict(const CertNode& n) { return fmt::format("{} (value {})", n.outcome, n.value); }

// A certificate as Markdown: its one-line summary, then (folded) the table of options it is built
// from and the command that re-checks the solver's verdicts at its leaves.
std::string render_certificate(const Certificate& c) {
  std::string md = fmt::format("**Certificate** ({}): {}\n\n", c.game, c.summary);
  const CertNode& root = c.root;
  std::string table;
  switch (c.shows) {
    case Witness::Shows::position: break;
    case Witness::Shows::outcome: {
      // A P-position's options with a reply each; an N-position's winning move, then the same for
      // the P-position it reaches.
      const CertNode& p = root.outcome == "P" ? root : root.children.front();
      if (p.children.empty()) {  // P because no move is left: the summary says all there is
        if (&p != &root) table += fmt::format("Winning move: {} → {}, which has no move at all.\n", cell_position(root.position),
                                              cell_position(p.position));
        break;
      }
      if (&p != &root)
        table += fmt::format("Winning move: {} → {}, which is P because every answer from it has a reply to a "
                             "P-position:\n\n",
                             cell_position(root.position), cell_position(p.position));
      table += fmt::format("| answer from {} | its verdict | reply | reply's verdict (solver) |\n|---|---|---|---|\n",
                           cell_position(p.position));
      for (const auto& a : p.children)
        table += fmt::format("| {} | {} | {} | {} |\n", cell_position(a.position), verdict(a),
                             a.children.empty() ? "—" : cell_position(a.children.front().position),
                             a.children.empty() ? "—" : verdict(a.children.front()));
      break;
    }
    case Witness::Shows::grundy: {
      table += fmt::format("| option of {} | Grundy value (solver) |\n|---|---:|\n", cell_position(root.position));
      for (const auto& o : root.children) table += fmt::format("| {} | {} |\n", cell_position(o.position), o.value);
      table += fmt::format("\n{} of its {} options listed; mex = {}.\n", root.all_options ? "All" : "One option per smaller value",
                           with_commas(root.option_count), root.value);
      break;
    }
  }
  std::vector<std::string> solver;
  leaves(root, solver);
  const std::size_t shown = std::min<std::size_t>(solver.size(), 40);
  std::string recheck = solve_command(c.game, std::vector<std::string>(solver.begin(), solver.begin() + static_cast<std::ptrdiff_t>(shown)));
  if (shown < solver.size()) recheck += fmt::format("   # and {} more: results.json lists them", solver.size() - shown);
  if (table.empty())
    return md + fmt::format("Re-check: `{}`\n\n", recheck);
  return md + fmt::format("<details><summary>The options it is built from ({} positions whose verdict is the "
                          "solver's)</summary>\n\n{}\nRe-check the solver's verdicts: `{}`\n\n</details>\n\n",
                          solver.size(), table, recheck);
}

// For a claim about a table or a count: every position that makes it false, when the run kept them all.
std::string render_failures(const ClaimResult& r) {
  if (r.failures.size() < 2 || r.failures.size() != r.mismatches) return {};
  std::vector<std::string> ps;
  for (const auto& f : r.failures) ps.push_back(md_code(f.position));
  return fmt::format("- **Positions that make it false** (all {}): {}\n", r.failures.size(), fmt::join(ps, ", "));
}

void render_claim(std::string& md, const ClaimRun& run) {
  const Claim& c = *run.claim;
  const ClaimResult& r = run.result;
  md += fmt::format("### {}\n\n", md_inline(c.id));
  md += fmt::format("*{}*, {} — paper `{}`\n\n", md_inline(c.source.label), md_inline(c.source.section),
                    md_inline(c.source.paper));
  md += fmt::format("- **Statement:** {}\n", md_text(c.statement));
  md += fmt::format("- **Domain:** {}\n", md_text(c.domain));
  if (!c.check.empty()) md += fmt::format("- **Check:** {} (`{}`)\n", md_text(c.check), c.checker ? c.checker->kind() : "walk");
  md += fmt::format("- **Expected:** {} · **Observed:** {}\n", name(c.expected), observed_cell(run));
  md += "- **Verified range:**\n";
  for (const auto& cov : r.checked)
    md += fmt::format("  - {}: {} ({} positions)\n", cov.mode, cov.range, with_commas(cov.count));
  if (r.counterexample) {
    const auto& ce = *r.counterexample;
    md += fmt::format("- **Counterexample:** {} — the claim says {}, the solver says {} ({})\n", md_code(ce.position),
                      md_text(ce.claimed), md_text(ce.actual), ce.found_by);
    std::vector<std::string> kinds;
    for (const auto& [k, n] : r.mismatch_kinds) kinds.push_back(fmt::format("{}: {}", k, with_commas(n)));
    md += fmt::format("- **Mismatches:** {} ({})\n", with_commas(r.mismatches), fmt::join(kinds, "; "));
  }
  md += render_failures(r);
  if (!r.message.empty()) md += fmt::format("- **Details:** {}\n", md_text(r.message));
  if (!c.note.empty()) md += fmt::format("- **Note:** {}\n", md_text(c.note));
  if (const auto where = c.defined_in(); !where.empty()) {
    // Reports live in reports/, one level below the repository root.
    const auto colon = where.rfind(':');
    md += fmt::format("- **Defined in:** [`{}`](../{}#L{})\n", where, where.substr(0, colon), where.substr(colon + 1));
  }
  md += "\n";
  for (const auto& cert : r.certificates) md += render_certificate(cert);
}

// The thermograph the run drew for a claim's counterexample (ClaimResult::thermograph): the file
// name under img/ and the SVG.
std::optional<std::pair<std::string, std::string>> counterexample_thermograph(const ClaimRun& run) {
  const auto& th = run.result.thermograph;
  if (!th || !run.result.counterexample) return std::nullopt;
  return std::pair{fmt::format("thermograph-{}.svg", anchor(run.claim->id)),
                   thermograph_svg(th->graph, fmt::format("{} {}: {}", run.claim->game,
                                                          run.result.counterexample->position, th->value))};
}

}  // namespace

std::vector<OutputFile> render_markdown(const Registry& reg, const std::vector<ClaimRun>& runs,
                                        const std::vector<Exploration>& explorations, const RunOptions& ctx,
                                        const std::string& out_dir) {
  std::vector<OutputFile> files;
  std::string index;
  index += "# cgcheck reports\n\n";
  index += fmt::format(
      "Generated by `cgcheck report` (profile `{}`, seed {}). Every claim was run at its default "
      "bound for this profile; each paper's file gives the exact ranges.\n\n",
      name(ctx.profile), ctx.seed);

  // Summary per paper.
  index += "## Summary\n\n| paper | claims | hold | proved | refuted | errors of the paper | inconclusive | error | as expected | positions checked |\n";
  index += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  std::uint64_t all_pos = 0;
  std::size_t all_claims = 0, all_expected = 0, all_errata = 0;
  for (const auto& paper : reg.papers()) {
    std::map<Status, int> counts;
    std::uint64_t pos = 0;
    int n = 0, expected = 0, errata = 0;
    for (const auto& r : runs) {
      if (!of_paper(paper, r)) continue;
      ++n;
      errata += r.result.status == Status::refuted && r.claim->finding == Finding::erratum;
      ++counts[r.result.status];
      pos += r.result.total_checked();
      expected += r.as_expected() ? 1 : 0;
    }
    if (n == 0) continue;
    all_pos += pos;
    all_claims += static_cast<std::size_t>(n);
    all_expected += static_cast<std::size_t>(expected);
    all_errata += static_cast<std::size_t>(errata);
    index += fmt::format("| [{}]({}.md) (`{}`) | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
                         md_escape_cell(paper.citation), paper.report_name, md_escape_cell(paper.file), n,
                         counts[Status::holds], counts[Status::proved], counts[Status::refuted], errata,
                         counts[Status::inconclusive], counts[Status::error], expected, with_commas(pos));
  }
  index += fmt::format("| **all** | {} | | | | {} | | | {} | {} |\n\n", all_claims, all_errata, all_expected,
                       with_commas(all_pos));

  // Findings, kept apart: errors of the papers, readings the suite rejected, conjectures.
  auto paper_of = [&](const Claim& c) {
    if (!c.paper.empty()) return c.paper;
    const PaperEntry* p = reg.paper_of_game(c.game);
    return p ? p->report_name : std::string();
  };
  auto finding_entry = [&](const ClaimRun& r) {
    const Claim& c = *r.claim;
    std::string e = fmt::format("### [{}]({}.md#{})\n\n", md_inline(c.id), paper_of(c), anchor(c.id));
    e += fmt::format("- **Paper** (`{}`, {}, {}): {}\n", md_inline(c.source.paper), md_inline(c.source.label),
                     md_inline(c.source.section), md_text(c.statement));
    if (r.result.counterexample) {
      const auto& ce = *r.result.counterexample;
      // Only the exhaustive phase's counterexample is minimal; a random one is shrunk, and says so.
      e += fmt::format("- **{}:** {} — the paper's statement gives {}, the truth is {}\n",
                       ce.found_by.starts_with("random") ? "Counterexample (random phase, shrunk)" : "Minimal counterexample",
                       md_code(ce.position), md_text(ce.claimed), md_text(ce.actual));
    }
    std::string range;
    for (const auto& cov : r.result.checked) range += fmt::format("{}{} ({})", range.empty() ? "" : "; ", cov.range, cov.mode);
    if (r.result.status == Status::refuted)
      e += fmt::format("- **Mismatches:** {} in {}\n", with_commas(r.result.mismatches), range);
    else
      e += fmt::format("- **Status:** {} on {}\n", name(r.result.status), range);
    e += render_failures(r.result);
    if (!c.note.empty()) e += fmt::format("- **Note:** {}\n", md_text(c.note));
    e += "\n";
    for (const auto& cert : r.result.certificates) e += render_certificate(cert);
    return e;
  };
  auto section = [&](const char* title, const char* intro, auto&& belongs) {
    index += fmt::format("## {}\n\n{}\n\n", title, intro);
    bool any = false;
    for (const auto& r : runs)
      if (belongs(r)) {
        any = true;
        index += finding_entry(r);
      }
    if (!any) index += "None.\n\n";
  };
  auto is_conjecture = [](const ClaimRun& r) {
    return r.claim->finding == Finding::conjecture || r.claim->paper == kSavedConjectures;
  };
  section("Errata: statements that are false as printed",
          "Errors of the papers: the statement as printed, its minimal counterexample, and (in the note) the "
          "corrected statement where there is one.",
          [&](const ClaimRun& r) {
            return r.result.status == Status::refuted && !is_conjecture(r) && r.claim->finding != Finding::reading;
          });
  section("Readings rejected",
          "Readings of ambiguous rules or text that the suite tried and that the paper's own claims exclude; the "
          "note says why. These are not errors of the papers.",
          [&](const ClaimRun& r) { return r.result.status == Status::refuted && r.claim->finding == Finding::reading; });
  section("Conjectures", "The suite's saved conjectures (`cgcheck hunt --save`), with their status.", is_conjecture);

  // Index of every claim.
  index += "## Every claim\n\n| claim | source | expected | observed | checked |\n|---|---|---|---|---|\n";
  for (const auto& r : runs) {
    const Claim& c = *r.claim;
    index += fmt::format("| [`{}`]({}.md#{}) | {} | {} | {} | {} |\n", md_escape_cell(c.id), paper_of(c), anchor(c.id),
                         md_escape_cell(c.source.label), name(c.expected), observed_cell(r), checked_summary(r.result));
  }
  files.emplace_back(out_dir + "/README.md", index);

  for (const auto& paper : reg.papers()) {
    // A report of some claims (report --claims, --game, --paper) has pages for their papers only.
    if (std::none_of(runs.begin(), runs.end(), [&](const ClaimRun& r) { return of_paper(paper, r); })) continue;
    std::string md;
    md += fmt::format("# {}\n\nPaper file: `{}` · games: {}\n\n", md_inline(paper.citation), md_inline(paper.file),
                      md_inline(fmt::format("{}", fmt::join(paper.games, ", "))));
    md += "## Rules as implemented\n\n" + paper.rules + "\n\n";
    md += "## Claims\n\n| claim | expected | observed | checked |\n|---|---|---|---|\n";
    for (const auto& r : runs)
      if (of_paper(paper, r))
        md += fmt::format("| [`{}`](#{}) | {} | {} | {} |\n", md_escape_cell(r.claim->id), anchor(r.claim->id),
                          name(r.claim->expected), observed_cell(r), checked_summary(r.result));
    md += "\n";
    for (const auto& r : runs)
      if (of_paper(paper, r)) {
        render_claim(md, r);
        if (auto th = counterexample_thermograph(r)) {
          md += fmt::format("![thermograph of the counterexample](img/{})\n\n*The thermograph of the counterexample "
                            "`{}` (walls, mast, temperature and mean).*\n\n",
                            th->first, r.result.counterexample->position);
          files.emplace_back(out_dir + "/img/" + th->first, std::move(th->second));
        }
      }
    const Exploration* ex = nullptr;
    for (const auto& e : explorations)
      if (e.paper == paper.report_name) ex = &e;
    if (ex && !ex->markdown.empty()) {
      md += "## Exploration\n\n";
      md += ex->markdown;
      md += "\n";
    }
    if (ex && !ex->pictures.empty()) {
      md += "## Pictures\n\n";
      for (const auto& pic : ex->pictures) {
        md += fmt::format("![{}](img/{})\n\n*{}*\n\n", pic.caption, pic.file, pic.caption);
        files.emplace_back(out_dir + "/img/" + pic.file, render_svg(pic.map));
      }
    }
    files.emplace_back(out_dir + "/" + paper.report_name + ".md", md);
  }
  // Titles, statements and positions come from users' files: every page is valid UTF-8.
  for (auto& f : files) f.second = valid_utf8(f.second);
  return files;
}

namespace {

namespace fs = std::filesystem;

// The files under `dir` (not folders), as paths relative to it with '/' separators.
std::vector<std::string> files_under(const fs::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
    if (!it->is_directory(ec) || it->is_symlink(ec)) out.push_back(it->path().lexically_relative(dir).generic_string());
  std::sort(out.begin(), out.end());
  return out;
}

std::set<std::string> manifest_entries(const fs::path& dir) {
  std::set<std::string> listed;
  std::error_code ec;
  if (!fs::is_regular_file(dir / kReportManifest, ec)) return listed;
  std::ifstream in(dir / kReportManifest);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') listed.insert(line);
  return listed;
}

// A report written before manifests: README.md, results.json (an object with cgcheck's "claims"
// list and "profile"), other pages and pictures.
bool is_report_without_manifest(const fs::path& dir, const std::vector<std::string>& files) {
  std::error_code ec;
  if (!fs::is_regular_file(dir / "results.json", ec) || !fs::is_regular_file(dir / "README.md", ec)) return false;
  std::ifstream in(dir / "results.json");
  const auto j = nlohmann::json::parse(in, nullptr, false);
  if (!j.is_object() || !j.contains("claims") || !j["claims"].is_array() || !j.contains("profile")) return false;
  return std::all_of(files.begin(), files.end(), [](const std::string& f) {
    if (f == "results.json") return true;
    if (f.find('/') == std::string::npos) return f.ends_with(".md");
    return f.starts_with("img/") && f.find('/', 4) == std::string::npos && f.ends_with(".svg");
  });
}

}  // namespace

void check_report_folder(const std::string& out, bool force) {
  std::error_code ec;
  const fs::path dir(out);
  if (!fs::exists(dir, ec) || force) return;
  const auto files = files_under(dir);
  if (files.empty()) return;
  const auto listed = manifest_entries(dir);
  std::vector<std::string> foreign;
  if (!listed.empty() || fs::exists(dir / kReportManifest, ec)) {
    for (const auto& f : files)
      if (f != kReportManifest && !listed.contains(f)) foreign.push_back(f);
  } else if (!is_report_without_manifest(dir, files)) {
    foreign = files;
  }
  if (foreign.empty()) return;
  std::string shown;
  for (std::size_t i = 0; i < foreign.size() && i < 3; ++i) shown += fmt::format("{}{}", i ? ", " : "", foreign[i]);
  if (foreign.size() > 3) shown += fmt::format(" and {} more", foreign.size() - 3);
  throw InputError(fmt::format("--out {}: the folder holds files cgcheck did not write ({}); name another folder, or "
                               "add --force to write the report there anyway",
                               out, shown));
}

std::string report_manifest(const std::string& out_dir, const std::vector<OutputFile>& files) {
  const fs::path dir(out_dir);
  std::set<std::string> entries;
  std::error_code ec;
  for (const auto& f : manifest_entries(dir))
    if (fs::exists(dir / f, ec)) entries.insert(f);
  // A report written before manifests: its files are cgcheck's too.
  if (entries.empty() && fs::is_directory(dir, ec)) {
    const auto before = files_under(dir);
    if (is_report_without_manifest(dir, before)) entries.insert(before.begin(), before.end());
  }
  for (const auto& [path, content] : files) {
    const std::string rel = fs::path(path).lexically_relative(dir).generic_string();
    if (!rel.empty() && !rel.starts_with("..")) entries.insert(rel);
  }
  entries.erase(kReportManifest);
  std::string text = "# The files cgcheck report wrote in this folder; a later report may replace them.\n";
  for (const auto& e : entries) text += e + "\n";
  return text;
}

}  // namespace cgcheck
