// Running one claim of a claim file: the same walk as a built-in claim (claims/check_kinds.hpp) over
// the claim's positions, each judged by a worker's Lua state and target, against the truth the run
// shares where it can (claim_file/truth.hpp).
#include "lua/claim_file/run.hpp"

#include <algorithm>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/core.h>

#include "claims/check_kinds.hpp"
#include "claims/checkpoint.hpp"
#include "claims/first_failure.hpp"
#include "claims/parallel_runner.hpp"
#include "runtime/cluster.hpp"
#include "core/error.hpp"
#include "core/heap_bytes.hpp"
#include "core/loopy.hpp"
#include "core/progress.hpp"
#include "claims/periodic.hpp"
#include "claims/quotient.hpp"
#include "lua/claim_file/state.hpp"
#include "lua/claim_file/truth.hpp"
#include "lua/conjecture.hpp"
#include "lua/game_entry.hpp"
#include "lua/judge.hpp"
#include "lua/listed_domain.hpp"

namespace cgcheck::lua::claim_file {

namespace {

// ---- a run's workers ---------------------------------------------------------------------------
//
// A claim file is read once when it is loaded (its spec) and once per worker thread and run when its
// claims run (a Lua state per thread); the game it speaks about is solved once per worker and run,
// shared by the claims of every file about that game (one memo per game per worker, not per claim).

using WorkerKey = std::pair<std::string, unsigned>;
struct TargetSlot {
  std::shared_ptr<Target> target;
};
struct StateSlot {
  std::shared_ptr<ClaimState> state;
};

// What one worker thread uses: the file's Lua state, bound to the worker's game.
struct Worker {
  ClaimState* state = nullptr;
  Target* target = nullptr;
  // The run's shared truth (set once it is built) for the positions of the enumeration; others,
  // and runs without one, ask the worker's solver.
  const FileTruth* const* truth = nullptr;
  const FileTruth* shared() const { return truth ? *truth : nullptr; }
  std::uint32_t grundy(const Case& k) const {
    const FileTruth* t = shared();
    if (!t || k.index >= t->grundy.size()) return target->grundy(k);
    t->wait_for(k.index);
    return t->grundy[k.index];
  }
  Outcome outcome(const Case& k) const {
    const FileTruth* t = shared();
    if (!t || k.index >= t->grundy.size()) return target->outcome(k);  // partizan games, random cases
    return grundy(k) == 0 ? Outcome::P : Outcome::N;
  }
};


// The source as loaded for this run on worker w's thread.
ClaimState& state_of(RunContext& ctx, const ClaimSource& source, unsigned w) {
  auto& cache = ctx.tables<WorkerKey, StateSlot>();
  return *cache
              .get(WorkerKey{source.key, w}, [](const StateSlot&) { return true; },
                   [&] {
                     auto slot = std::make_unique<StateSlot>();
                     slot->state = source.load();
                     return slot;
                   })
              .state;
}

// The game a claim speaks about, made for one worker: a conjecture's built-in game is the entry it
// was given (a family member the registry does not list by name); otherwise the spec's.
std::unique_ptr<Target> new_target(const Registry& r, const ClaimState& state) {
  const InlineClaim* c = state.inline_claim();
  std::unique_ptr<Target> t = c && c->entry && !is_game_file(c->game) ? std::make_unique<BuiltinTarget>(*c->entry)
                                                                      : make_target(r, state.spec);
  if (c && c->solver_moves != 0) t->set_budget(c->solver_moves);
  return t;
}

// The key the worker's game is kept under: a conjecture that lowers the solver's budget has its own.
std::string worker_target_key(const ClaimState& state) {
  const InlineClaim* c = state.inline_claim();
  return target_key(state.spec) + (c && c->solver_moves != 0 ? fmt::format("|moves={}", c->solver_moves) : "");
}

// The game of the claim as solved on worker w's thread, shared by every claim about it.
Target& target_of(RunContext& ctx, const Registry& r, const ClaimState& state, unsigned w) {
  auto& cache = ctx.tables<WorkerKey, TargetSlot>();
  return *cache
              .get(WorkerKey{worker_target_key(state), w}, [](const TargetSlot&) { return true; },
                   [&] {
                     auto slot = std::make_unique<TargetSlot>();
                     slot->target = new_target(r, state);
                     // Each worker's memo gets its share of --max-memory (the positions and
                     // the shared table are guarded against it as they are built, too).
                     if (ctx.max_memory != 0)
                       slot->target->set_memory_limit(
                           std::max<std::uint64_t>(ctx.max_memory / std::max(1u, ctx.threads), 1));
                     return slot;
                   })
              .target;
}

// What every step of a claim's run reads: the run, the file as loaded on the calling thread
// (worker 0; its spec is the one every worker's copy of the file reads), the claim and the bound.
struct ClaimRun {
  RunContext& ctx;
  const Registry& r;
  ClaimState& main_state;
  const FileSpec& spec;
  const ClaimSpec& c;
  std::size_t index;
  std::uint64_t bound;
};

// The workers of a claim's walk, each made on first use on its own thread: the file's state bound
// to the worker's target, and the run's shared truth once there is one.
class ClaimWorkers {
 public:
  ClaimWorkers(const ClaimRun& run, const ClaimSource& source) : run_(run), source_(source), workers_(run.ctx.threads) {}
  Worker& get() {
    return workers_.get([&] {
      const unsigned w = current_worker();
      auto out = std::make_unique<Worker>();
      out->state = &state_of(run_.ctx, source_, w);
      out->target = &target_of(run_.ctx, run_.r, *out->state, w);
      out->truth = &truth;
      if (out->state->spec.claims.size() != run_.spec.claims.size())
        throw InputError(fmt::format("claim file {} changed while the run read it", run_.main_state.file_));
      out->state->bind(out->target);
      out->state->bind_registry(&run_.r);
      return out;
    });
  }
  // Every worker reads it through its Worker::truth once it is set.
  const FileTruth* truth = nullptr;

 private:
  const ClaimRun& run_;
  const ClaimSource& source_;
  PerWorker<Worker> workers_;
};

// ---- judging -----------------------------------------------------------------------------------

// The smallest position (by exhaustive index) at which the script failed, across the workers and
// ranks (claims/first_failure.hpp), raised as the claim's error; with checkpoints, kept beside the walk.
class FirstError : public FirstFailure {
 public:
  void raise() const {
    if (auto [at, message] = first(); at != FirstFailure::kNone) throw ScriptError(message);
  }
};

// The positions of a claim of a file as a domain of claims/check_kinds.hpp: the target's enumeration
// in its documented order, taken once, cut into work items of kItem consecutive positions; the key
// of a position is its index in that order, so the parallel walk's minimal failure is the first in
// size order, for any number of threads and ranks.
// A script failure at k is recorded (the smallest position's is the claim's error); in a random case
// the first one ends the phase.
void fail_at(FirstError& errors, const Case& k, std::string message) {
  if (k.index == UINT64_MAX) throw ScriptError(message);
  errors.record_and_save(k.index, std::move(message));
}

// The claim's positions: the listing (lua/listed_domain.hpp, as hunt walks its own) where the
// claim's where() selects them. Every position is visited and where() asked even after a script
// error (the verdict skips the formula there): the count of positions checked is then the same on
// any threads and ranks. A random draw is admitted the same way.
// The claim's where() at k (true without one, or when it fixes only the shape the listing was
// generated in); a script failure deselects k.
std::function<bool(const Case&)> where_selects(const ClaimSpec& spec, std::size_t index, bool skip,
                                               std::function<Worker&()> worker, FirstError& errors) {
  return [&spec, &errors, index, skip, worker](const Case& k) -> bool {
    if (!spec.has_where || skip) return true;
    Worker& w = worker();
    try {
      if (w.state->evaluate(index, true, k) != LUA_TBOOLEAN) {
        const std::string at = shown(w.target->print(k));
        throw InputError(fmt::format("{} returned {}{}; a boolean is due", w.state->speaker(index, true, at),
                                     Sandbox::describe(w.state->state(), -1), w.state->at_position(at)));
      }
      return static_cast<bool>(lua_toboolean(w.state->state(), -1));
    } catch (const InputError& e) {
      fail_at(errors, k, e.what());
      return false;
    }
  };
}

// The words of the claim's two phases, and what admits a random position.
struct DomainWords {
  std::string range, random_range;
  Shape shape;  // a random position must have the shape's values (it was not generated in it)
  bool skip_where = false;
};

lua::ListedDomain<Case> case_domain(std::shared_ptr<const CaseStore> all, std::shared_ptr<lua::ListingStream<Case>> stream,
                                    std::uint64_t size, DomainWords words, std::uint64_t random_cases, std::uint64_t bound,
                                    std::function<Worker&()> worker, const ClaimSpec& spec, std::size_t index,
                                    FirstError& errors) {
  auto selected = where_selects(spec, index, words.skip_where, worker, errors);
  auto admitted = [selected, worker, shape = std::move(words.shape)](const Case& k) {
    return (shape.empty() || worker().target->in_shape(k, shape)) && selected(k);
  };
  return {size,
          std::move(words.range),
          std::move(words.random_range),
          random_cases,
          [all](std::uint64_t i) { return all->at(i); },
          selected,
          admitted,
          [worker](const Case& k) { return worker().target->print(k); },
          [worker, bound] { return worker().target->random(bound); },
          std::move(stream)};
}

// The structural fields a claim's where() fixes, as `hunt --where` reads them: its body must be
// `return C1 and C2 ...` with conjuncts PARAM.FIELD == VALUE (or PARAM.FLAG, not PARAM.FLAG) for the
// game's shape fields. The body is read with PARAM. removed, refused when a shape field's name
// also appears bare (a global or local of that name would be read as the field). where() still
// runs at every position generated: the shape only spares generating the others.
WhereShape where_shape(const std::string& param, const std::string& body, const std::vector<ShapeField>& fields) {
  std::string stripped;
  auto ident = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
  for (std::size_t i = 0; i < body.size();) {
    if (!ident(body[i]) || (i > 0 && (ident(body[i - 1]) || body[i - 1] == '.'))) {
      stripped += body[i++];
      continue;
    }
    std::size_t j = i;
    while (j < body.size() && ident(body[j])) ++j;
    const std::string word = body.substr(i, j - i);
    if (word == param && j < body.size() && body[j] == '.') {
      i = j + 1;  // PARAM.FIELD -> FIELD
      continue;
    }
    for (const auto& f : fields)
      if (f.name == word) return {};  // a bare name that a field would shadow
    stripped += word;
    i = j;
  }
  return shape_of_where(stripped, fields);
}

// The formula's answer at k against the truth, in the wording of the built-in check kinds (the
// verdict itself is the check kind's, lua/judge.hpp). Under misère play and for loopy games the truth
// is the session's answer as text (a misère value and outcome; a loopy game's inf(K) values and D).
Verdict judge(Worker& w, const ClaimSpec& c, std::size_t index, const Case& k) {
  ClaimState& st = *w.state;
  Target& target = *w.target;
  lua_State* L = st.state();
  const int t = st.evaluate(index, false, k);
  const auto wrong = [&](std::string_view due) {
    const std::string at = shown(target.print(k));
    return InputError(fmt::format("{} returned {}{}; {} is due", st.speaker(index, false, at), Sandbox::describe(L, -1),
                                  st.at_position(at), due));
  };
  Truth truth;
  truth.arena = &target.arena();
  // The session's answer, asked once and only when the kind compares something (held here: the
  // truth's functions outlive the branch below).
  std::optional<Solved> solved;
  const auto answer = [&]() -> const Solved& {
    if (!solved) solved = c.play == "misere" ? target.misere(k) : target.loopy_solved(k);
    return *solved;
  };
  if (c.play == "misere" || target.loopy()) {
    if (c.check == CheckKind::value_is && (c.play == "misere" || !target.partizan()))
      throw InputError(fmt::format("claim {}: value_is is for partizan games under normal play (loopy or not)", c.id));
    truth.loopy_value = [&] { return answer().value; };
    truth.outcome = [&] { return answer().outcome; };
    truth.grundy = [&] { return LoopyGrundy::parse(answer().value); };
  } else {
    truth.outcome = [&] { return std::string(name(w.outcome(k))); };
    truth.grundy = [&] { return LoopyGrundy{true, w.grundy(k), {}}; };
    truth.value = [&] { return target.value(k); };
  }
  try {
    return judge_answer(L, t, c.check, Play{target.partizan(), target.loopy()}, truth, wrong);
  } catch (const cgt::OverBudget&) {
    throw;
  } catch (const InputError& e) {
    // Refusals that are not the answer's type name the claim (the answer's own are worded above).
    const std::string what = e.what();
    if (st.inline_claim() || what.rfind(st.file_ + ":", 0) == 0) throw;
    throw InputError(fmt::format("{}: claim {}: formula({}): {}", st.file_, c.id, shown(target.print(k)), what));
  }
}

// ---- the steps of a claim's run ----------------------------------------------------------------

// The structural fields the claim's where() fixes (fixed before positions are generated), and the
// same as text, FIELD=VALUE,..., for the keys of the run's tables and the domain's words.
struct FixedShape {
  WhereShape narrowed;
  std::string text;
  bool where_in_shape = false;  // a conjecture's --where fixes only the shape
};

FixedShape fixed_shape(const ClaimRun& run, Target& target) {
  FixedShape out;
  if (const InlineClaim* c = run.main_state.inline_claim()) {
    // A conjecture's --shape, and the conjuncts of its --where that fix shape fields (hunt --where):
    // a --where that says nothing more is not evaluated per position.
    out.narrowed.shape = c->shape;
    if (!c->where.empty()) {
      const WhereShape ws = shape_of_where(c->where, target.shape_fields());
      out.where_in_shape = ws.whole;
      out.narrowed.conflict = ws.conflict;
      for (const auto& [field, value] : ws.shape)
        if (auto [it, inserted] = out.narrowed.shape.emplace(field, value); !inserted && it->second != value)
          out.narrowed.conflict = true;
    }
  } else if (run.c.has_where) {
    if (const auto fields = target.shape_fields(); !fields.empty())
      if (const auto [param, body] = run.main_state.where_source(run.index); !param.empty())
        out.narrowed = where_shape(param, body, fields);
  }
  for (const auto& [field, value] : out.narrowed.shape)
    out.text += fmt::format("{}{}={}", out.text.empty() ? "" : ",", field, value);
  return out;
}

// The key of the run's truth about the game's positions up to the bound within the shape.
std::string shaped_key(const FileSpec& spec, const std::string& shape_text) {
  return target_key(spec) + (shape_text.empty() ? "" : "|" + shape_text);
}

// A built-in impartial game's dense table (if it has one), built on a thread of its own while the
// positions are enumerated: the two are independent, and each is one thread's work. On one thread
// (--threads 1) the table is built after the enumeration, on the same thread.
std::future<const FileTruth*> start_dense_table(const ClaimRun& run, Target& target, const FixedShape& shape) {
  RunContext& ctx = run.ctx;
  return std::async(ctx.threads >= 2 ? std::launch::async : std::launch::deferred,
                    [&ctx, &spec = run.spec, &target, bound = run.bound, shape = shape.narrowed.shape,
                     shape_text = shape.text] {
                      auto& cache = ctx.tables<TruthKey, FileTruth>();
                      return &cache.get(TruthKey{"table|" + shaped_key(spec, shape_text), bound},
                                        [&](const FileTruth&) { return true; },
                                        [&] {
                                          auto built = std::make_unique<FileTruth>();
                                          if (auto values = target.grundy_table(bound, shape, ctx.max_memory))
                                            built->grundy = std::move(*values);
                                          return built;
                                        });
                    });
}

// The positions of the claim, in the exhaustive order: kept (`all`, `listed` of them) or streamed.
struct Listing {
  std::shared_ptr<CaseStore> all = std::make_shared<CaseStore>();
  std::uint64_t listed = 0;
  std::shared_ptr<lua::ListingStream<Case>> stream;
};

// The exhaustive order, taken once, within the run's memory limit. A listing that cannot fit in
// --max-memory is streamed instead for a built-in game: produced while it is walked, a few work
// items at a time (lua/listed_domain.hpp). A game file's is refused: its enumeration is itself a
// list. Where the game counts its positions, that is known before the listing starts.
Listing list_positions(const ClaimRun& run, Target& target, const Shape& shape, std::optional<double> counted,
                       bool builtin) {
  RunContext& ctx = run.ctx;
  const std::uint64_t bound = run.bound;
  Listing out;
  auto& all = out.all;
  // An exact count sizes the index of ends at once (no regrowth, no copy of what is listed).
  if (counted && (ctx.max_memory == 0 || *counted * CaseStore::kPerPosition * 3 <= static_cast<double>(ctx.max_memory)))
    all->reserve(static_cast<std::size_t>(*counted));
  const auto held = lua::keep_or_stream<Case>({
      .counted = counted,
      .bytes_each = CaseStore::kPerPosition,
      .max_memory = ctx.max_memory,
      .threads = ctx.threads,
      .can_stream = builtin,
      .keep =
          [&] {
            std::uint64_t bytes = 0;
            target.enumerate(bound, shape, [&](const Case& k) {
              bytes += CaseStore::kPerPosition + k.p.size() * sizeof(std::int64_t) + k.text.size();
              if (ctx.max_memory != 0 && 3 * bytes > ctx.max_memory) throw lua::ListingTooLarge{};
              all->push_back(k);
              poll_interrupt();
            });
            return static_cast<std::uint64_t>(all->size());
          },
      .release = [&] { all = std::make_shared<CaseStore>(); },
      .count =
          [&] {
            std::uint64_t n = 0;
            target.enumerate(bound, shape, [&](const Case&) {
              if ((++n & 0xFFFF) == 0) poll_interrupt();
            });
            return n;
          },
      // The producer enumerates with a target of its own: the workers' first target is in use.
      .producer =
          [&]() -> lua::ListingStream<Case>::Enumerate {
            return [producer = std::shared_ptr<Target>(new_target(run.r, run.main_state)), bound,
                    shape](const std::function<void(Case&&)>& give) {
              producer->enumerate(bound, shape, [&](const Case& k) { give(Case(k)); });
            };
          },
      .refuse =
          [&] {
            throw InputError(fmt::format("the positions of {} up to {}{} need more than --max-memory ({})", target.id(),
                                         bound, counted ? fmt::format(" ({:.3g} of them)", *counted) : std::string(),
                                         human_bytes(ctx.max_memory)));
          },
  });
  out.listed = held.size;
  out.stream = held.stream;
  return out;
}

// The run's most recent listing, kept for the next claim over the same positions (the claims of one
// file about one game and bound list them once). One is kept at a time: a claim over other
// positions frees it before it lists its own, so the run never holds two listings.
struct KeptListing {
  std::string key;
  std::uint64_t bound = 0;
  Listing listing;  // a streamed listing is not kept (its stream is walked once)
};

Listing listing_of(const ClaimRun& run, Target& target, const FixedShape& shape, std::optional<double> counted,
                   bool builtin) {
  const std::string key = shaped_key(run.spec, shape.text);
  auto& cache = run.ctx.tables<int, KeptListing>();
  const Listing out = cache
                          .get(0, [&](const KeptListing& k) { return k.key == key && k.bound == run.bound && !k.listing.stream; },
                               [&] {
                                 auto kept = std::make_unique<KeptListing>();
                                 kept->key = key;
                                 kept->bound = run.bound;
                                 kept->listing = list_positions(run, target, shape.narrowed.shape, counted, builtin);
                                 return kept;
                               })
                          .listing;
  // A stream is walked once, by this claim: the slot lets go of it.
  if (out.stream) cache.get(0, [](const KeptListing&) { return false; }, [] { return std::make_unique<KeptListing>(); });
  return out;
}

// The truth of an impartial game file's enumeration, shared by the workers and the run's claims
// (nullptr when it does not cover the listing).
const FileTruth* shared_file_truth(const ClaimRun& run, Target& target, const FixedShape& shape, const Listing& listing,
                                   ClaimWorkers& workers) {
  auto& cache = run.ctx.tables<TruthKey, FileTruth>();
  const FileTruth& truth = cache.get(
      TruthKey{shaped_key(run.spec, shape.text), run.bound},
      [&](const FileTruth&) { return true; },
      [&] {
        auto built = build_truth_for(target, *listing.all, run.ctx, [&]() -> Target& { return *workers.get().target; });
        if (!built) built = std::make_unique<FileTruth>();  // the game lists no options: the solvers answer
        return built;
      });
  return truth.grundy.size() == listing.listed ? &truth : nullptr;
}

// A built-in impartial game with a dense table: the truth of the whole enumeration at once
// (nullptr when the game has no table for these positions).
const FileTruth* dense_table_truth(std::future<const FileTruth*>& job, Target& target, std::uint64_t listed) {
  const FileTruth& truth = *job.get();
  if (!truth.grundy.empty() && truth.grundy.size() != listed)
    throw std::logic_error(fmt::format("{}: the dense table lists {} positions, the enumeration {}", target.id(),
                                       truth.grundy.size(), listed));
  return !truth.grundy.empty() || listed == 0 ? &truth : nullptr;
}

// A built-in impartial game on two or more threads: its solver runs ahead of the walk on a thread
// of its own (the walk takes the others), for this claim and the run's next ones.
FileTruth* start_solver_pipeline(const ClaimRun& run, const FixedShape& shape, const Listing& listing) {
  auto& cache = run.ctx.tables<TruthKey, FileTruth>();
  const FileTruth& truth = cache.get(
      TruthKey{shaped_key(run.spec, shape.text), run.bound},
      [](const FileTruth& t) { return !t.failed; },
      [&] {
        auto solver = new_target(run.r, run.main_state);
        if (run.ctx.max_memory != 0) solver->set_memory_limit(run.ctx.max_memory / 2);
        return start_pipeline(listing.all, std::move(solver));
      });
  return const_cast<FileTruth*>(&truth);
}

// The words of the claim's phases: a claim file's, or a conjecture's as hunt has always said them.
DomainWords words_of(const ClaimRun& run, Target& target, const FixedShape& shape) {
  DomainWords w;
  if (const InlineClaim* c = run.main_state.inline_claim()) {
    const std::string where = c->where.empty() ? "" : fmt::format(" where `{}`", c->where);
    const std::string shaped = shape.text.empty() ? "" : ", shape " + shape.text;
    const std::string unit = bound_unit(c->bound_meaning);
    w.range = fmt::format("every {} position with {} <= {}{}{}{}", target.id(), unit, run.bound,
                          c->bound_meaning.substr(unit.size()), shaped, where);
    if (shape.narrowed.conflict) w.range += " (none: the shape gives a field two values)";
    w.random_range = fmt::format("random {} positions{}{}", target.id(), shaped, where);
    w.shape = shape.narrowed.shape;
    w.skip_where = shape.where_in_shape;
    return w;
  }
  const std::string where =
      !run.c.has_where     ? ""
      : shape.text.empty() ? " where the claim's where() holds"
                           : fmt::format(" where the claim's where() holds (shape {} fixed before generation)", shape.text);
  w.range = fmt::format("every {} position of {} <= {}{}", target.id(), target.bound_meaning(), run.bound, where);
  w.random_range = fmt::format("random {} positions{}", target.id(), where);
  return w;
}

// The walk itself over the claim's domain, each position judged on its worker; when it stops
// (interrupted, a failure), so do the pipeline's solver and the stream, before anything they read
// goes away.
void walk_claim(ClaimResult& res, RunContext& walk_ctx, const ClaimRun& run, ClaimWorkers& workers, Target& target,
                const FixedShape& shape, const Listing& listing, FirstError& errors, FileTruth* pipeline) {
  const ClaimSpec& c = run.c;
  const std::size_t index = run.index;
  const std::uint64_t bound = run.bound;
  // random = 0 in the file means no random phase at any profile (unless --random asks for one).
  const auto dom = case_domain(listing.all, listing.stream, listing.listed, words_of(run, target, shape), c.random, bound,
                               [&workers]() -> Worker& { return workers.get(); }, c, index, errors);
  try {
    walk(res, walk_ctx, bound, dom, [&](const Case& k) -> Verdict {
      if (errors.beyond(k.index)) return std::nullopt;
      try {
        return judge(workers.get(), c, index, k);
      } catch (const InputError& e) {
        fail_at(errors, k, e.what());
        return std::nullopt;
      }
    }, c.check == CheckKind::grundy_is ? Witness::Shows::grundy : Witness::Shows::outcome);
  } catch (...) {
    if (pipeline) pipeline->finish();
    if (listing.stream) listing.stream->stop();
    throw;
  }
  if (pipeline) {
    pipeline->wait_for(listing.all->size() - 1);  // every value final (and a failure rethrown) ...
    pipeline->finish();                            // ... and the thread joined: the table stays for the run
  }
}

}  // namespace

void run_claim_of(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const Registry& r, const ClaimSource& source,
                  std::size_t index, WalkStats* stats) {
  ClaimState& main_state = state_of(ctx, source, 0);
  if (index >= main_state.spec.claims.size())
    throw InputError(fmt::format("claim file {} changed while the run read it", main_state.file_));
  const ClaimSpec& c = main_state.spec.claims[index];
  if (c.check == CheckKind::quotient) {
    try {
      if (c.order != 0) quotient_order_check(res, r, main_state.spec.game, c.order, bound);
      else quotient_check(res, r, main_state.spec.game, c.presentation, c.heaps, bound, ctx);
    } catch (const InputError& e) {
      throw InputError(fmt::format("claim file {}: claim {}: {}", main_state.file_, c.id, e.what()));
    }
    return;
  }
  if (c.check == CheckKind::periodic) {
    // Proved by the octal periodicity theorem when the computation reaches its window (status
    // proved), else checked to the bound.
    periodic_check(res, r, main_state.spec.game, c.preperiod, c.period, bound, ctx, c.values);
    return;
  }
  const FileSpec& spec = main_state.spec;
  const ClaimRun run{ctx, r, main_state, spec, c, index, bound};
  ClaimWorkers workers(run, source);
  Target& target = *workers.get().target;

  // Tables and solvers of Grundy values give the truth of normal play on games that end, for the
  // checks that read it (value_is compares values; property formulas ask the solver themselves).
  const bool normal_truth =
      c.check != CheckKind::value_is && c.check != CheckKind::property && c.play == "normal" && !target.loopy();
  const FixedShape shape = fixed_shape(run, target);
  const bool builtin = dynamic_cast<BuiltinTarget*>(&target) != nullptr;
  const auto counted = shape.narrowed.conflict ? std::nullopt : target.count(bound, shape.narrowed.shape);

  std::future<const FileTruth*> table_job;
  if (builtin && !target.partizan() && normal_truth && !shape.narrowed.conflict)
    table_job = start_dense_table(run, target, shape);
  Listing listing;
  if (!shape.narrowed.conflict) listing = listing_of(run, target, shape, counted, builtin);
  if (stats) *stats = {shape.narrowed.shape, shape.narrowed.conflict, shape.where_in_shape, listing.listed};
  if (shares_truth(target) && normal_truth) workers.truth = shared_file_truth(run, target, shape, listing, workers);
  if (table_job.valid())
    if (const FileTruth* table = dense_table_truth(table_job, target, listing.listed)) workers.truth = table;
  RunOptions walk_options = ctx;
  std::string walk_id = ctx.claim_id();
  // Checkpoints: the claim's walk is named by its id and the text of its file and game file (an
  // edited formula starts over, in files of its own); its script errors are kept beside it.
  FirstError errors;
  if (!walk_options.checkpoint_dir.empty()) {
    std::string text = main_state.script();
    if (is_game_file(spec.game)) text += read_script(target_key(spec).substr(5), "game file");
    walk_id = script_walk(ctx.claim_id(), text);
    errors.persist_to(script_errors_path(walk_options.checkpoint_dir, walk_id, cluster().rank()));
  }
  FileTruth* pipeline = nullptr;
  if (!workers.truth && ctx.threads >= 2 && builtin && !target.partizan() && normal_truth && !listing.stream &&
      !listing.all->empty()) {
    pipeline = start_solver_pipeline(run, shape, listing);
    workers.truth = pipeline;
    walk_options.threads = ctx.threads - 1;
  }
  RunContext walk_ctx(walk_options, ctx.workspace(), walk_id);
  walk_claim(res, walk_ctx, run, workers, target, shape, listing, errors, pipeline);
  errors.merge_ranks(cluster());
  errors.raise();
}

void run_claim_of_file(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const Registry& r,
                       const std::string& path, std::size_t index) {
  run_claim_of(res, ctx, bound, r, ClaimSource{path, [path] { return std::make_shared<ClaimState>(path); }}, index);
}

}  // namespace cgcheck::lua::claim_file
