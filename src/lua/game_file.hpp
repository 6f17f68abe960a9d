#pragma once
// A game written in a Lua file (README "Bring your own game" states the contract). The file runs
// once in its own sandbox and returns a table: id, title, kind ("impartial" or "partizan"),
// options(p) or left(p)/right(p), and optional citation, loopy, components (a function, or "entries":
// every entry a component of its own), normalize, valid, size,
// positions, arity, order, random, parse, show. A position is an array of integers. Every call
// checks what the file returned; a bad value is an InputError naming the file, the function and
// the position.
#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/position_store.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::lua {

using Position = std::vector<std::int64_t>;

// Positions produced by one call, back to back (one allocation for all the options of a position).
struct PositionList {
  std::vector<std::int64_t> data;
  std::vector<std::size_t> ends;
  std::size_t size() const { return ends.size(); }
  std::span<const std::int64_t> operator[](std::size_t i) const {
    const std::size_t b = i == 0 ? 0 : ends[i - 1];
    return {data.data() + b, ends[i] - b};
  }
  void clear() {
    data.clear();
    ends.clear();
  }
};

enum class Side { options, left, right };

class GameFile : public Sandbox {
 public:
  // Loads and checks the file: a table with the required fields of the right types.
  explicit GameFile(const std::filesystem::path& path, std::uint64_t memory = kDefaultMemory);
  // The same from the file's text (`name` stands for the file in messages): fuzzing and tests.
  GameFile(std::string_view source, const std::string& name, std::uint64_t memory);

  const std::string& id() const { return id_; }
  const std::string& title() const { return title_; }
  const std::string& citation() const { return citation_; }
  const std::string& file() const { return file_; }  // the file name, for messages
  bool partizan() const { return partizan_; }
  // loopy = true: play may go on forever (a draw); such a game is solved by retrograde analysis.
  bool loopy() const { return loopy_; }
  bool has_components() const { return components_ != LUA_NOREF || entry_components_; }
  bool has_random() const { return random_ != LUA_NOREF; }
  bool has_valid() const { return valid_ != LUA_NOREF; }
  bool has_enumeration() const { return positions_ != LUA_NOREF || arity_ > 0; }
  int arity() const { return arity_; }
  bool has_parse() const { return parse_ != LUA_NOREF; }

  // The moves of p (options, or Left's or Right's), each normalized.
  void moves(std::span<const std::int64_t> p, Side side, PositionList& out);
  // The same for a solver that keeps its own id for each answer of the move cache: move i is
  // keys[i], a key of the move cache whose answer (one normalized position, answer(key)) never
  // changes, or, when keys[i] is kNoKey, the next position of out. A move met before costs the
  // solver one array read instead of a second hash lookup (Wythoff's game: 5.7 M moves, 22,801
  // positions).
  static constexpr std::uint32_t kNoKey = UINT32_MAX;
  void move_keys(std::span<const std::int64_t> p, Side side, std::vector<std::uint32_t>& keys, PositionList& out);
  std::span<const std::int64_t> answer(std::uint32_t key) const { return cache_[answers_[key].begin]; }
  // Keys are 0, 1, 2, ... below this.
  std::uint32_t move_key_count() const { return static_cast<std::uint32_t>(answers_.size()); }
  // The same, each move split into its components (normalized) by components() before anything
  // else sees it: out holds the components of every move back to back, groups[i] is out.size()
  // after move i. Without components(), every move is a group of its own.
  void split_moves(std::span<const std::int64_t> p, Side side, PositionList& out, std::vector<std::size_t>& groups);
  // p's components (normalized), or nullopt when p is a single component (no components function,
  // or it returned {p}).
  bool split(std::span<const std::int64_t> p, PositionList& out);
  Position normalize(std::span<const std::int64_t> p);
  bool valid(std::span<const std::int64_t> p);
  std::int64_t size(std::span<const std::int64_t> p);
  // Every position of size <= bound, normalized, without duplicates, in the exhaustive order.
  std::vector<Position> positions(std::uint64_t bound);
  // Bytes positions(bound) may hold while it builds the list (0: no limit): a run's --max-memory,
  // checked as the list grows (an arity-8 file at bound 25 took 4.3 GB under --max-memory 1).
  void set_enumeration_limit(std::uint64_t bytes) { enumeration_limit_ = bytes; }
  // The exhaustive order: size, then the array lexicographically (a proper prefix first), unless
  // the file gives order(a, b).
  bool before(const Position& a, const Position& b);
  // A random position from the file's random(rng, size); `draw(lo, hi)` is rng:int. The rng belongs
  // to that call: used after it returned (kept in a global, say), rng:int is a Lua error.
  Position random(int size, const std::function<std::int64_t(std::int64_t, std::int64_t)>& draw);

  // Text form: the file's parse/show, else integers separated by commas ("()" is the empty one).
  Position parse(std::string_view text);  // also checks valid() and normalizes
  std::string show(std::span<const std::int64_t> p);

  // Pushes p as a Lua array onto another state (claim files hand positions to formulas).
  static void push_position(lua_State* L, std::span<const std::int64_t> p);
  // Reads the array at `index` of L into out; false when it is not an array of integers.
  static bool read_position(lua_State* L, int index, std::vector<std::int64_t>& out);

 private:
  static GameFile& me(lua_State* L) { return static_cast<GameFile&>(self(L)); }
  // One call of the file's functions: what it is given and what it gives back. Each l_* function
  // takes its call's as a parameter (through with_args), so no argument or result of a call is
  // left in a member once the call is over.
  struct CallArgs {
    int fn = LUA_NOREF;                   // the function called (a registry reference)
    const char* name = "";                // its name, for messages (and l_unary's choice)
    std::span<const std::int64_t> p, q;  // the position it is called at (q: order's second)
    // What the call appends to (restored if the call is run again, see Sandbox::run); groups:
    // split mode of l_moves, the list's size after each move.
    PositionList* list = nullptr;
    std::vector<std::size_t>* groups = nullptr;
    // move_keys mode of l_moves: the keys of the moves (else null), and the entries the moves
    // they stand for would take in list: counted against the copy cap as if copied, so that the
    // cap stops the same calls in either mode.
    std::vector<std::uint32_t>* keys = nullptr;
    std::size_t keyed_entries = 0;
    std::uint64_t bound = 0;  // positions(bound)
    int size = 0;             // random(rng, size)
    std::string_view text;    // parse(text); show's result before it is checked
    // Results: normalize's, random's and parse's position, size's number, valid's and order's
    // answer, show's text, and a contract violation found by the l_* function.
    Position one;
    std::int64_t number = 0;
    bool flag = false;
    std::string shown;
    std::string error;
  };
  using ArgsFunction = int (*)(lua_State* L, GameFile& g, CallArgs& a);
  // The C function that runs F with the arguments of the call in progress.
  template <ArgsFunction F>
  static int with_args(lua_State* L) {
    GameFile& g = me(L);
    return F(L, g, *g.args_);
  }
  // Runs F for a's function at a.p; throws InputError "file: fn(p): message". `exact`: the call
  // may not be run again.
  template <ArgsFunction F>
  void call(CallArgs& a, bool exact = false) {
    check_call(a, run_call(&with_args<F>, a, exact));
  }
  Call run_call(lua_CFunction f, CallArgs& a, bool exact);
  void check_call(const CallArgs& a, const Call& c);
  void restart_call() override;
  CallArgs* args_ = nullptr;  // the call in progress, while it runs
  std::pair<std::size_t, std::size_t> appends_mark_{0, 0};
  std::size_t appends_groups_mark_ = 0;
  [[noreturn]] void fail(const char* fn, std::span<const std::int64_t> p, const std::string& message);
  std::string text(std::span<const std::int64_t> p);  // p for messages (show() when it works)

  static int l_table(lua_State* L);
  static int l_moves(lua_State* L, GameFile& g, CallArgs& a);
  // A move of l_moves looked up in the move cache: a hit (its answer handed on), or whether its
  // answer can be filed (`storable`, under `hash`); `pushed`: the move is on the stack top.
  struct MoveLookup {
    std::uint64_t hash = 0;
    bool storable = false, hit = false, pushed = false;
  };
  MoveLookup look_up_move(lua_State* L, CallArgs& a, int moves, lua_Unsigned i, lua_Unsigned n,
                          lua_Unsigned& read_to);
  bool take_move(lua_State* L, CallArgs& a, lua_Unsigned i, bool normalize, const MoveLookup& m);
  bool take_move_components(lua_State* L, CallArgs& a, lua_Unsigned i, const MoveLookup& m);
  static int l_split(lua_State* L, GameFile& g, CallArgs& a);
  static int l_unary(lua_State* L, GameFile& g, CallArgs& a);
  static int l_positions(lua_State* L, GameFile& g, CallArgs& a);
  void list_positions_of_file(std::uint64_t bound, PositionList& raw);
  void list_tuples(std::uint64_t bound, PositionList& raw);
  void guard_enumeration(std::uint64_t n, std::uint64_t entries, std::uint64_t bound) const;
  static int l_order(lua_State* L, GameFile& g, CallArgs& a);
  static int l_random(lua_State* L, GameFile& g, CallArgs& a);
  static int l_parse(lua_State* L, GameFile& g, CallArgs& a);
  static int l_rng_int(lua_State* L);
  static void take_position(lua_State* L, CallArgs& a);
  void append_entries(std::span<const std::int64_t> p, PositionList& out);
  // The move cache of l_moves: a move (as the file's left/right/options returned it) to what
  // normalize and components made of it. cache_key reads the move at the top of L into scratch_
  // and looks it up (on a hit it hands the answer on, see take_answer, and returns true; else
  // `hash` is what cache_store files the answer under, which out[first, ...) holds once computed).
  // A key is filed with its answer: a call that fails half way leaves no key without one.
  // `storable`: the move was read (and the cache is not full), so its answer can be filed.
  bool cache_key(lua_State* L, CallArgs& a, std::uint64_t& hash, bool& storable);
  // The lookup of cache_key for a move already read (m, with hash MoveKeys::hash(m, mode)).
  bool cache_hit(CallArgs& a, std::span<const std::int64_t> m, std::uint64_t hash);
  // Look-ahead of l_moves: move j of the array at `moves` read before its turn into ahead_[j %
  // kAhead] and its slot prefetched, so that the cache misses of a run of hits overlap. A move
  // that is not a short array of integers is left for its turn (`read` false).
  void read_ahead(lua_State* L, const CallArgs& a, int moves, lua_Unsigned j);
  static constexpr std::size_t kAheadLength = 64;  // entries of a move read ahead
  static constexpr lua_Unsigned kAhead = 16;       // moves in the look-ahead, the one at its turn included
  struct Ahead {
    PositionList move;
    std::uint64_t hash = 0;
    bool read = false;
  };
  std::array<Ahead, kAhead> ahead_;
  // False when the cache is full; in move_keys mode a filed answer leaves out for a.keys.
  // The answer out[first, ...) is filed under `key` in `mode` (kMoveMode, kSplitMode, kComponentMode).
  bool cache_store(CallArgs& a, std::span<const std::int64_t> key, std::uint32_t mode, std::uint64_t hash,
                   PositionList& out, std::size_t first);
  // The modes of the move cache's keys: a move normalized, a move split into its (normalized)
  // components, and a component of a split move normalized (met again in another move, it is not
  // normalized again: Dawson's Kayles' rows, every one a component of a million distinct moves).
  static constexpr std::uint32_t kMoveMode = 0, kSplitMode = 1, kComponentMode = 2;
  static std::uint32_t mode_of(const CallArgs& a) { return a.groups != nullptr ? kSplitMode : kMoveMode; }
  // Component j of move i (i = 0: of the position split itself; at the top of L, as components()
  // returned it), normalized onto a.list:
  // from the cache when met before. False, with a.error set, when it breaks the contract.
  bool take_component(lua_State* L, CallArgs& a, lua_Unsigned i, lua_Unsigned j);
  // The call of a side's moves (options, left or right) at p.
  CallArgs moves_call(std::span<const std::int64_t> p, Side side) const;
  void take_answer(std::uint32_t key, PositionList& out);
  struct Answer {
    std::size_t begin = 0, end = 0;  // entries of cache_
  };
  static constexpr std::uint64_t kMoveCacheBytes = std::uint64_t{256} << 20;
  // The move cache's keys: a move and its mode (normalized move, or split into components) to a
  // dense key. Open addressing whose slot holds the hash's upper half, what the answer takes once
  // copied and, for a move of at most two entries (heaps, Wythoff's pairs), the move itself: a
  // lookup reads one cache line (a store of keys, an index and the answers' extents took three
  // dependent misses per move). Longer moves are compared against their copy in long_.
  class MoveKeys {
   public:
    static std::uint64_t hash(std::span<const std::int64_t> m, std::uint32_t mode);
    // m's key (kNoKey: m is not present), and what its answer takes once copied (integers plus
    // one end per position).
    struct Found {
      std::uint32_t key, entries;
    };
    Found find(std::span<const std::int64_t> m, std::uint32_t mode, std::uint64_t h) const;
    // m must not be present.
    void add(std::span<const std::int64_t> m, std::uint32_t mode, std::uint64_t h, Found f);
    void prefetch(std::uint64_t h) const {
      if (!slots_.empty()) __builtin_prefetch(slots_.data() + (h & mask_));
    }
    std::uint64_t bytes() const { return slots_.capacity() * sizeof(Slot) + long_.capacity() * sizeof(std::int64_t); }

   private:
    struct alignas(32) Slot {
      std::uint32_t tag;    // the hash's upper half
      std::uint32_t shape;  // 4 * length + mode
      std::int64_t e[2];    // the move's entries when it has at most two, else e[0] = its offset in long_
      Found f;              // key kNoKey: empty
    };
    static_assert(sizeof(Slot) == 32, "two slots a cache line");
    static std::uint32_t shape(std::size_t length, std::uint32_t mode) {
      return static_cast<std::uint32_t>(4 * length + mode);
    }
    std::span<const std::int64_t> move(const Slot& s) const;
    void grow();
    std::vector<Slot> slots_;
    std::vector<std::int64_t> long_;
    std::size_t count_ = 0, mask_ = 0;
  };
  MoveKeys move_keys_;
  std::vector<Answer> answers_;
  PositionList cache_, scratch_, component_scratch_;
  // Whole moves split into components are cached while the cache answers them: after
  // kSplitProbe lookups that found fewer than one in 64, they are no longer filed or looked up
  // (their components still are). Every move of Dawson's Kayles' rows is new: a million of them
  // filled 150 MB and took a third of the time, answering none.
  static constexpr std::uint64_t kSplitProbe = 1 << 16;
  std::uint64_t split_lookups_ = 0, split_hits_ = 0;
  bool split_moves_uncached_ = false;
  void note_split_lookup(bool hit) {
    split_hits_ += hit ? 1 : 0;
    if (++split_lookups_ == kSplitProbe && split_hits_ * 64 < split_lookups_) split_moves_uncached_ = true;
  }
  bool move_cache_full_ = false;

  std::string file_, id_, title_, citation_, kind_;
  bool partizan_ = false;
  bool loopy_ = false;
  bool entry_components_ = false;  // components = "entries"
  PositionList raw_;               // moves before they are split into entries
  int arity_ = 0;
  std::uint64_t enumeration_limit_ = 0;
  int options_ = LUA_NOREF, left_ = LUA_NOREF, right_ = LUA_NOREF, components_ = LUA_NOREF,
      normalize_ = LUA_NOREF, valid_ = LUA_NOREF, size_ = LUA_NOREF, positions_ = LUA_NOREF,
      order_ = LUA_NOREF, random_ = LUA_NOREF, parse_ = LUA_NOREF, show_ = LUA_NOREF;

  // random(): the rng's source while its call runs (else null), and the number of the random()
  // calls, which an rng answers only in its own (l_rng_int).
  const std::function<std::int64_t(std::int64_t, std::int64_t)>* draw_ = nullptr;
  std::uint64_t random_call_ = 0;
};

}  // namespace cgcheck::lua
