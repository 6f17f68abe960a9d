#include "games/heap_games/verbs.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/core.h>

#include "core/error.hpp"
#include "runtime/misere_session.hpp"
#include "runtime/output.hpp"
#include "core/progress.hpp"
#include "core/text.hpp"
#include "games/heap_games/domains.hpp"
#include "games/heap_games/periodicity.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"

namespace cgcheck {

using namespace heap_games;

namespace {

// Values are one byte each while below 256; the estimate guards the start, the store widens later.
void guard_values(std::uint64_t values, std::uint64_t max_memory, const std::string& game) {
  if (max_memory != 0 && values > max_memory)
    throw InputError(fmt::format("{}: {} values need about {:.2f} GiB, more than --max-memory", game, values,
                                 static_cast<double>(values) / 1073741824.0));
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

namespace {

// `sequence --play misere`: n, the misère Grundy value of the single heap n and its genus, per line.
// Misère values do not add, so each heap is solved as a whole position over every position below
// it (sums of smaller heaps): the work grows with the number of partitions of n, not linearly.
//
// Standard output gets each line as its heap is done (a run to 60 once printed nothing for 25 s and
// lost heaps done by 19 s to Ctrl-C); a file is written whole at the end. There is no --checkpoint:
// a heap's misère value comes from solving every sum of smaller heaps, a memo a checkpoint of the
// printed lines would not hold, so a resumed run would redo almost all of the work.
int run_misere_sequence(const SequenceRequest& req, const HeapRules& rules) {
  if (req.format != "text") throw InputError("--format binary holds normal-play values only (use --play normal)");
  if (!req.checkpoint.empty())
    throw InputError("--checkpoint saves normal-play values only: a misère run's work is its solver's memo of heap sums, "
                     "which it does not hold (the lines printed so far are kept on Ctrl-C)");
  auto session = misere_heap_session(rules.id());
  session->set_budget(0);
  session->set_memory_limit(req.max_memory);
  std::string out;
  Progress progress(fmt::format("misère values of heaps 0..{}", req.to), req.to + 1, "heaps");
  std::uint64_t done = 0;  // heaps whose line is out (or in `out`)
  try {
    for (std::uint64_t n = 0; n <= req.to; ++n) {
      const Solved s = session->solve(std::to_string(n));
      const std::string line = fmt::format("{}\t{}\t{}\n", n, s.value, s.genus);
      if (req.output.empty()) {
        if (std::fwrite(line.data(), 1, line.size(), stdout) != line.size() || std::fflush(stdout) != 0)
          throw std::runtime_error("write failed");
      } else {
        out += line;
      }
      done = n + 1;
      progress.update(done);  // polls the interrupt too
    }
  } catch (const Interrupted&) {
    if (!req.output.empty()) throw Interrupted(fmt::format("interrupted at heap {}; no file written", done));
    if (done == 0) throw;
    throw Interrupted(fmt::format("interrupted at heap {}: the lines above (heaps 0..{}) are complete", done, done - 1));
  }
  if (!req.output.empty()) write_file_atomically(req.output, out);
  return 0;
}

}  // namespace

int run_sequence(const SequenceRequest& req) {
  const HeapRules rules = parse_heap_game(req.game);
  const ProgressSubject subject(rules.id());
  if (req.play != "normal" && req.play != "misere")
    throw InputError(fmt::format("--play '{}' is not normal or misere", req.play));
  if (req.play == "misere") return run_misere_sequence(req, rules);
  if (req.format != "text" && req.format != "binary")
    throw InputError(fmt::format("--format '{}' is not text or binary", req.format));
  if (req.to >= 4'294'967'295ull) throw InputError(fmt::format("--to {} is too large (heaps are below 2^32)", req.to));
  guard_values(req.to + 1, req.max_memory, rules.id());
  // A text file is built whole before it is renamed into place: about 12 bytes per value.
  if (req.format == "text" && !req.output.empty()) guard_values((req.to + 1) * 12, req.max_memory, rules.id() + " as text");
  SequenceEngine engine(rules);
  // A checkpoint never loses values it holds: one that holds more than --to asks for is read (the
  // first --to + 1 values are used) and left as it is; it is written only when the run has more.
  std::uint64_t held = 0;
  if (!req.checkpoint.empty() && std::filesystem::exists(req.checkpoint)) {
    auto values = from_binary(read_file(req.checkpoint), rules.id());
    held = values.size();
    if (values.size() > req.to + 1) values.resize(req.to + 1);
    engine.resume(values);
  }
  const auto save = [&] {
    if (!req.checkpoint.empty() && engine.values().size() > held) {
      write_file_atomically(req.checkpoint, to_binary(rules.id(), engine.values()));
      held = engine.values().size();
    }
  };
  try {
    Progress progress(fmt::format("sequence G(0..{})", req.to), req.to + 1, "values");
    auto last_save = std::chrono::steady_clock::now();
    engine.extend_to(req.to, [&](std::uint64_t done) {
      progress.update(done);
      // A long computation saves what it has every minute, so an interrupted one resumes.
      if (std::chrono::steady_clock::now() - last_save > std::chrono::seconds(60)) {
        save();
        last_save = std::chrono::steady_clock::now();
      }
    });
  } catch (const Interrupted&) {
    // Ctrl-C or SIGTERM: the values computed so far (G(0..k-1), each final) are saved, so a run
    // started again resumes from them.
    if (req.checkpoint.empty()) throw;
    save();
    throw Interrupted(fmt::format("interrupted at G({}); {} values saved to {}", engine.values().size(),
                                  with_commas(held), req.checkpoint));
  }
  save();
  const Sequence& g = engine.values();
  // Standard output is written in pieces; a file whole, then renamed into place.
  std::string out;
  auto flush = [&](bool last) {
    if (!req.output.empty() && !last) return;
    if (req.output.empty()) {
      if (std::fwrite(out.data(), 1, out.size(), stdout) != out.size()) throw std::runtime_error("write failed");
      out.clear();
    } else {
      write_file_atomically(req.output, out);
    }
  };
  if (req.format == "binary") {
    out = to_binary(rules.id(), g);
  } else {
    for (std::uint64_t n = 0; n <= req.to; ++n) {
      out += std::to_string(n);
      out += '\t';
      out += std::to_string(g[n]);
      out += '\n';
      if (out.size() > (1u << 20)) flush(false);
    }
  }
  flush(true);
  return 0;
}

int run_periodicity(const PeriodicityRequest& req) {
  const HeapRules rules = parse_heap_game(req.game);
  const ProgressSubject subject(rules.id());
  SequenceEngine engine(rules);
  Periodicity found;
  const auto start = std::chrono::steady_clock::now();
  bool interrupted = false;
  try {
    if (req.to) {
      if (*req.to >= 4'294'967'295ull) throw InputError(fmt::format("--to {} is too large (heaps are below 2^32)", *req.to));
      guard_values(*req.to + 1, req.max_memory, rules.id());
      Progress progress(fmt::format("sequence G(0..{})", *req.to), *req.to + 1, "values");
      engine.extend_to(*req.to, [&](std::uint64_t done) { progress.update(done); });
      found = find_periodicity(rules, engine.values());
    } else {
      // Double the range (or go to the values a period seen on the way needs) until the theorem
      // closes (or, without one, a period is seen) or the next step would not fit in the memory budget.
      std::uint64_t to = 1 << 12;
      for (;;) {
        {
          Progress progress(fmt::format("sequence G(0..{})", to), to + 1, "values");
          engine.extend_to(to, [&](std::uint64_t done) { progress.update(done); });
        }
        found = find_periodicity(rules, engine.values());
        if (found.proved || (found.period && !has_theorem(rules))) break;
        std::uint64_t next = to * 2 + 1;
        // A period seen on the last quarter: extend to just the values its proof needs, when nearer.
        if (found.observed_period) {
          const std::uint64_t need = values_needed(rules, found.observed_preperiod, *found.observed_period);
          if (need > to + 1 && need - 1 < next) next = need - 1;
        }
        if (next >= 4'294'967'295ull || (req.max_memory != 0 && next * engine.values().width() > req.max_memory)) break;
        to = next;
      }
    }
  } catch (const Interrupted&) {
    // Ctrl-C on a long run (a game no theorem closes runs until memory): what was computed is
    // final, so the range and what it shows are printed before the exit (130), not lost.
    if (engine.values().size() == 0) throw;
    interrupted = true;
    // The search polls the interrupt too: the flag is lowered for it, so a second Ctrl-C stops the
    // search (then exiting without the report) instead of the first one stopping it at once.
    g_interrupted.store(false);
    found = find_periodicity(rules, engine.values());
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::uint64_t computed_to = engine.values().size() - 1;
  fmt::print("game: {}\ncomputed to: G({})\n", rules.id(), computed_to);
  if (found.period) {
    fmt::print("period: {}\npreperiod: {}\n", *found.period, found.preperiod);
    if (found.saltus != 0) fmt::print("saltus: {}\n", found.saltus);
    if (found.last_exception()) fmt::print("last exception: {}\n", *found.last_exception());
    else fmt::print("last exception: none\n");
    fmt::print("proved: {} ({})\n", found.proved ? "yes" : "no", found.method);
  } else {
    fmt::print("period: none found ({})\n", found.method);
    if (found.observed_period)
      fmt::print("observed: period {} from heap {} on the computed range (the proof needs {} values)\n",
                 *found.observed_period, found.observed_preperiod,
                 values_needed(rules, found.observed_preperiod, *found.observed_period));
  }
  fmt::print("time: {:.2f} s\n", secs);
  if (interrupted)
    throw Interrupted(fmt::format("interrupted at G({}): the lines above are the range computed and what it shows; no file written",
                                  computed_to));
  if (!req.json.empty()) {
    nlohmann::json j;
    j["game"] = rules.id();
    j["computed_to"] = computed_to;
    j["period"] = found.period ? nlohmann::json(*found.period) : nlohmann::json(nullptr);
    j["preperiod"] = found.period ? nlohmann::json(found.preperiod) : nlohmann::json(nullptr);
    j["saltus"] = found.period ? nlohmann::json(found.saltus) : nlohmann::json(nullptr);
    j["last_exception"] = found.last_exception() ? nlohmann::json(*found.last_exception()) : nlohmann::json(nullptr);
    j["proved"] = found.proved;
    j["method"] = found.method;
    j["seconds"] = secs;
    write_file_atomically(req.json, json_text(j));
  }
  return 0;
}

}  // namespace cgcheck
