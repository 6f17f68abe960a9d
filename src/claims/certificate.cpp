#include "claims/certificate.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string_view>
#include <stdexcept>
#include <utility>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"

namespace cgcheck {

namespace {

// A position in a summary: in code type, or in words when it is the empty position (an empty code
// span is no Markdown).
std::string named_position(const std::string& p) { return p.empty() ? "the empty position" : fmt::format("`{}`", p); }

// Moves one solve may explore while a certificate is built or replayed. The witnesses are positions
// the claim's own check solved (a heap game's certificate at heap 326,639 needs its whole Grundy
// sequence that far), so the limit is only against a runaway: about ten times the default solve's.
constexpr std::uint64_t kSolveBudget = 2'000'000'000;

// A position's options from the rules, each once, in the rules' order (a game may list an option
// twice, e.g. two equal piles split the same way).
std::vector<std::string> distinct_options(SolveSession& s, const std::string& position) {
  auto listed = s.options(position);
  if (!listed) throw InputError("the game does not list options");
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (auto& o : *listed)
    if (seen.insert(o).second) out.push_back(std::move(o));
  return out;
}

class Builder {
 public:
  explicit Builder(const GameEntry& g) : session_(g.session()) { session_->set_budget(kSolveBudget); }

  CertNode leaf(const std::string& position) {
    auto it = solved_.find(position);
    if (it == solved_.end()) it = solved_.emplace(position, session_->solve(position)).first;
    return CertNode{it->second.position, it->second.value, it->second.outcome, false, false, 0, {}};
  }
  std::vector<std::string> options(const std::string& position) { return distinct_options(*session_, position); }

  // `node` (an N-position) expanded with its first P option.
  void reply(CertNode& node) {
    const auto opts = options(node.position);
    node.expanded = true;
    node.option_count = opts.size();
    for (const auto& o : opts)
      if (CertNode c = leaf(o); c.outcome == "P") {
        node.children.push_back(std::move(c));
        return;
      }
    throw std::logic_error("an N-position without a P option: " + node.position);
  }
  // `node` (a P-position) expanded with every option, each with a reply to a P-position.
  void answers(CertNode& node) {
    const auto opts = options(node.position);
    if (opts.size() > kMaxListed) throw InputError(fmt::format("{} options (more than {} to list)", opts.size(), kMaxListed));
    node.expanded = node.all_options = true;
    node.option_count = opts.size();
    for (const auto& o : opts) {
      CertNode c = leaf(o);
      reply(c);
      node.children.push_back(std::move(c));
    }
  }

 private:
  std::unique_ptr<SolveSession> session_;
  std::map<std::string, Solved> solved_;
};

std::uint64_t to_number(const std::string& value) {
  std::uint64_t v = 0;
  if (value.empty()) throw InputError("a value that is not a number");
  for (char ch : value) {
    if (ch < '0' || ch > '9') throw InputError(fmt::format("value '{}' is not a Grundy value", value));
    v = v * 10 + static_cast<std::uint64_t>(ch - '0');
  }
  return v;
}

}  // namespace

std::optional<Certificate> build_certificate(const GameEntry& g, const Witness& w, std::string* why) {
  if (g.partizan) {
    if (why) *why = "partizan game: options are not listed";
    return std::nullopt;
  }
  try {
    Builder b(g);
    Certificate c;
    c.game = g.id;
    c.shows = w.shows;
    c.root = b.leaf(w.position);
    CertNode& root = c.root;
    switch (w.shows) {
      case Witness::Shows::position:
        c.summary = fmt::format("{} is {} (Grundy value {}), by the solver.", named_position(root.position), root.outcome, root.value);
        break;
      case Witness::Shows::outcome:
        if (root.outcome == "P") {
          b.answers(root);
          c.summary = root.option_count == 0
                          ? fmt::format("{} is P: it has no move at all.", named_position(root.position))
                          : fmt::format("{} is P: each of its {} options has a reply to a P-position.", named_position(root.position),
                                        root.option_count);
        } else {
          b.reply(root);
          b.answers(root.children.front());
          const CertNode& to = root.children.front();
          c.summary = to.option_count == 0
                          ? fmt::format("{} is N: the move to {} wins, since it has no move at all.", named_position(root.position),
                                        named_position(to.position))
                          : fmt::format("{} is N: the move to {} wins, since each of the {} answers from there has "
                                        "a reply to a P-position.",
                                        named_position(root.position), named_position(to.position), to.option_count);
        }
        break;
      case Witness::Shows::grundy: {
        const auto opts = b.options(root.position);
        root.expanded = true;
        root.option_count = opts.size();
        const std::uint64_t value = to_number(root.value);
        if (opts.size() <= kMaxListed) {
          root.all_options = true;
          for (const auto& o : opts) root.children.push_back(b.leaf(o));
          c.summary = fmt::format("{} has Grundy value {}: the mex of its {} options' values.", named_position(root.position), value,
                                  opts.size());
        } else {
          // One option of each smaller value; that no option has the value itself is the solver's
          // verdict over all of them (the replay solves every option again).
          std::map<std::uint64_t, CertNode> first;
          for (const auto& o : opts) {
            CertNode n = b.leaf(o);
            const std::uint64_t v = to_number(n.value);
            if (v < value && !first.count(v)) first.emplace(v, std::move(n));
          }
          for (auto& [v, n] : first) root.children.push_back(std::move(n));
          c.summary = fmt::format("{} has Grundy value {}: one option of each value 0..{} is listed, and none of its "
                                  "{} options has value {} (the solver's verdict on each).",
                                  named_position(root.position), value, value == 0 ? 0 : value - 1, with_commas(opts.size()), value);
        }
        break;
      }
    }
    if (c.summary.starts_with("the ")) c.summary[0] = 'T';  // it opens with the empty position
    return c;
  } catch (const Interrupted&) {
    throw;
  } catch (const std::exception& e) {
    // A malformed position, a solve past its budget, or an inconsistent solver: no certificate, and why.
    if (why) *why = e.what();
    return std::nullopt;
  }
}

std::vector<std::string> replay_certificate(const GameEntry& g, const Certificate& c) {
  std::vector<std::string> problems;
  auto session = g.session();
  session->set_budget(kSolveBudget);
  auto fail = [&](const CertNode& n, std::string what) { problems.push_back(fmt::format("{}: {}", n.position, what)); };
  // Every node: its verdict agrees with a fresh solve, and its position is written as the game writes it.
  std::function<void(const CertNode&)> visit = [&](const CertNode& n) {
    try {
      const Solved s = session->solve(n.position);
      if (s.position != n.position) fail(n, fmt::format("not written as the game writes it ({})", s.position));
      if (s.value != n.value || s.outcome != n.outcome)
        fail(n, fmt::format("says {} ({}), the solver says {} ({})", n.value, n.outcome, s.value, s.outcome));
      if (!n.expanded) {
        if (!n.children.empty()) fail(n, "children without its options derived");
        return;
      }
      const auto opts = distinct_options(*session, n.position);
      const std::set<std::string> legal(opts.begin(), opts.end());
      if (n.option_count != opts.size())
        fail(n, fmt::format("says {} options, the rules give {}", n.option_count, opts.size()));
      std::set<std::string> shown;
      for (const auto& ch : n.children) {
        if (!legal.count(ch.position)) fail(n, fmt::format("`{}` is not one of its options", ch.position));
        if (!shown.insert(ch.position).second) fail(n, fmt::format("`{}` is listed twice", ch.position));
      }
      if (n.all_options && shown.size() != legal.size()) fail(n, "does not list every option");
      if (c.shows == Witness::Shows::outcome) {
        // P: every option listed and each N; N: some option P.
        if (n.outcome == "P") {
          if (!n.all_options) fail(n, "called P without every option listed");
          for (const auto& ch : n.children)
            if (ch.outcome != "N") fail(n, fmt::format("called P, but its option `{}` is {}", ch.position, ch.outcome));
        } else if (n.outcome == "N") {
          if (std::none_of(n.children.begin(), n.children.end(), [](const CertNode& ch) { return ch.outcome == "P"; }))
            fail(n, "called N without a P option listed");
        } else {
          fail(n, "an outcome other than P or N");
        }
      } else if (c.shows == Witness::Shows::grundy) {
        const std::uint64_t value = to_number(n.value);
        std::set<std::uint64_t> values;
        for (const auto& ch : n.children) values.insert(to_number(ch.value));
        for (std::uint64_t v = 0; v < value; ++v)
          if (!values.count(v)) fail(n, fmt::format("no option of value {} listed, so the mex is not {}", v, value));
        if (values.count(value)) fail(n, fmt::format("an option of value {} listed, so the mex is not {}", value, value));
        if (!n.all_options)
          for (const auto& o : opts)
            if (to_number(session->solve(o).value) == value)
              fail(n, fmt::format("its option `{}` has value {}", o, value));
      }
      for (const auto& ch : n.children) visit(ch);
    } catch (const InputError& e) {
      fail(n, e.what());
    }
  };
  visit(c.root);
  const bool expanded_root = c.root.expanded;
  if (c.shows != Witness::Shows::position && !expanded_root) problems.push_back("the root's options are not derived");
  return problems;
}

namespace {
nlohmann::json node_json(const CertNode& n) {
  nlohmann::json j{{"position", n.position}, {"value", n.value}, {"outcome", n.outcome}};
  if (n.expanded) {
    j["options"] = n.option_count;
    j["all_options"] = n.all_options;
    j["children"] = nlohmann::json::array();
    for (const auto& ch : n.children) j["children"].push_back(node_json(ch));
  }
  return j;
}
CertNode node_from(const nlohmann::json& j) {
  CertNode n;
  n.position = j.at("position").get<std::string>();
  n.value = j.at("value").get<std::string>();
  n.outcome = j.at("outcome").get<std::string>();
  if (j.contains("children")) {
    n.expanded = true;
    n.option_count = j.at("options").get<std::uint64_t>();
    n.all_options = j.at("all_options").get<bool>();
    for (const auto& ch : j.at("children")) n.children.push_back(node_from(ch));
  }
  return n;
}
}  // namespace

nlohmann::json to_json(const Certificate& c) {
  return {{"game", c.game}, {"shows", std::string(name(c.shows))}, {"summary", c.summary}, {"root", node_json(c.root)}};
}

Certificate certificate_from_json(const nlohmann::json& j) {
  Certificate c;
  c.game = j.at("game").get<std::string>();
  const auto shows = j.at("shows").get<std::string>();
  if (shows == "outcome") c.shows = Witness::Shows::outcome;
  else if (shows == "grundy") c.shows = Witness::Shows::grundy;
  else if (shows == "position") c.shows = Witness::Shows::position;
  else throw std::invalid_argument("unknown certificate kind " + shows);
  c.summary = j.at("summary").get<std::string>();
  c.root = node_from(j.at("root"));
  return c;
}

std::string solve_command(const std::string& game, const std::vector<std::string>& positions) {
  // Quoted for a POSIX shell: positions hold ';', '=', spaces and may be empty.
  auto quote = [](const std::string& s) {
    const bool plain = !s.empty() && std::all_of(s.begin(), s.end(), [](char ch) {
      return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
             std::string_view(",.:-_+/").find(ch) != std::string_view::npos;
    });
    if (plain) return s;
    std::string q = "'";
    for (char ch : s) q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
    return q + "'";
  };
  std::string cmd = "cgcheck solve " + quote(game);
  for (const auto& p : positions) cmd += " " + quote(p);
  return cmd;
}

}  // namespace cgcheck
