#pragma once
// Misère canonical forms of impartial games (Conway, On Numbers and Games, ch. 12), knowing no
// ruleset, computed and printed exactly as CGSuite does (A. N. Siegel, CGSuite,
// github.com/aaron-siegel/cgsuite, MisereCanonicalGameOps.java, by Dan Hoey and Aaron Siegel): the
// same simplification, the same order of options, the same phyla (tame, restive, restless, ...),
// the same printer with its `#` and bracket shorthand. Matching CGSuite character for character is
// the point (claims quote its output), so the code follows its algorithm step by step, including
// the order it sorts options in: that order decides how a form is printed.
//
// A form is named by an id. Every form G comes with G + * (Conway: adding * only changes parity),
// so the forms are kept in pairs: the record k stands for the even game 2k and 2k+1 is it plus *
// (0 and * are the record 0; *2 and *3 the record 1). A form with a record has its options in
// CGSuite's order, simplified: options equal, options reversible through 0 (the misère rule for 0:
// every option has 0 as an option and one of them is a misère P-position), and options reversible
// through a simpler game H (the other options are H's options, and each of these has H as an
// option: then G = H).
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/error.hpp"

namespace cgcheck::cgt {

using MisereId = std::uint32_t;

// CGSuite's phyla, in its order (Phylum.java).
enum class Phylum : std::uint8_t {
  NimHeap,
  HereditarilyTame,
  ReversiblyTame,
  Tameable,
  WildOfTameGenus,
  HereditarilyRestive,
  ReversiblyRestive,
  WildOfRestiveGenus,
  Restless,
  WildOfRestlessGenus,
  Wild,
};

// The genus as CGSuite keeps it for a misère form (Genus.java): nim heaps print their nim value
// alone ("2"), tame and restive games g^γ0 ("0^0", "1^2"), the others every term up to the first
// two of the alternating tail ("2^1420"). digit(i) is γi whatever is written.
struct MisereGenus {
  Phylum phylum = Phylum::NimHeap;  // NimHeap, the four tame/restive ones, or Wild
  std::uint32_t base = 0;           // the normal-play nim value
  std::vector<std::uint32_t> sup;   // the written terms
  std::uint32_t digit(std::size_t i) const;
  std::string text() const;
  std::size_t max_differ() const;
};

class MisereArena {
 public:
  MisereArena();

  static constexpr MisereId zero() { return 0; }
  MisereId nim_heap(std::uint32_t n);
  // The canonical form of the game whose options are these canonical forms (any order, repeats).
  MisereId make(std::vector<MisereId> options);
  MisereId add(MisereId g, MisereId h);  // the canonical form of g + h
  // H with H + h = g, if there is one (CGSuite's MisereMinus, through g's 2-partitions).
  std::optional<MisereId> subtract(MisereId g, MisereId h);
  MisereId mate(MisereId g);  // 0 ↦ *, else the game of the options' mates

  std::vector<MisereId> options(MisereId g) const;
  std::uint32_t birthday(MisereId g) const { return (g & 1) + rec(g).birthday; }
  std::uint32_t nim_value(MisereId g) const { return (g & 1) ^ rec(g).gplus; }          // normal play
  std::uint32_t misere_nim_value(MisereId g) const { return (g & 1) ^ rec(g).gminus; }  // misère
  bool p_position(MisereId g) const { return misere_nim_value(g) == 0; }
  Phylum phylum(MisereId g) const { return rec(g).phylum; }
  bool is_nim_heap(MisereId g);
  bool tame(MisereId g) const;              // hereditarily tame (CGSuite's IsTame)
  bool generally_tame(MisereId g) const;
  bool tameable(MisereId g) const;
  bool restive(MisereId g) const;           // hereditarily restive (IsRestive)
  bool generally_restive(MisereId g) const;
  bool restless(MisereId g) const;
  bool even(MisereId g) const { return (g & 1) == 0; }
  const MisereGenus& genus(MisereId g);

  // CGSuite's notation with the star and brackets: *[2#1], *[2[2]321], *[&10;].
  std::string to_string(MisereId g);

  // Work and memory limits as cgt::Arena's (the running operation throws InputError past them).
  void set_budget(std::uint64_t steps) {
    budget_ = steps;
    spent_ = 0;
  }
  void set_memory_limit(std::uint64_t bytes) { memory_limit_ = bytes; }
  std::uint64_t bytes() const { return bytes_; }
  // The largest birthday a form may have: the computations recurse as deep as birthdays go.
  static constexpr std::uint32_t kMaxBirthday = 4000;

  // The order CGSuite sorts options in (MidComparator): <0, 0 or >0.
  int compare(MisereId a, MisereId b) const;

 private:
  struct Record {
    std::vector<MisereId> options;
    std::uint32_t birthday = 0, gplus = 0, gminus = 1;
    Phylum phylum = Phylum::NimHeap;
  };
  const Record& rec(MisereId g) const { return recs_[g >> 1]; }
  std::optional<MisereId> find(const MisereId* opts, std::size_t n) const;
  bool same_options(MisereId id, const MisereId* opts, std::size_t n) const;
  bool has_option(MisereId g, MisereId opt) const;
  MisereId make_record(std::vector<MisereId> options);
  // What a new record takes from its options alone (make_record's first step).
  struct OptionsGenus {
    std::int64_t birthday = -1;             // the options' largest birthday (-1: no options)
    std::uint32_t gplus = 0, gminus = 0;    // the record's normal and misère nim values
    Phylum wildest = Phylum::NimHeap;       // the first option phylum not generally tame, else the wildest
  };
  OptionsGenus options_genus(const std::vector<MisereId>& options) const;
  static Phylum phylum_from_options(Phylum wildest, std::uint32_t gp, std::uint32_t gm);
  Phylum reversible_phylum(const std::vector<MisereId>& options, Phylum my, std::uint32_t gp,
                           std::uint32_t gm) const;
  const std::vector<MisereId>& two_partitions(MisereId g);
  struct PartitionSearch;  // two_partitions' state (misere_form.cpp)
  bool options_parts(PartitionSearch& s);
  static bool type1_check(const PartitionSearch& s, MisereId x, const std::vector<MisereId>& xo,
                          std::vector<MisereId>& type1, std::vector<MisereId>& type2);
  bool type2_check(const PartitionSearch& s, MisereId x, const std::vector<MisereId>& xo, MisereId y) const;
  bool add_partition(PartitionSearch& s, MisereId x, std::vector<MisereId>& type1, std::vector<MisereId>& type2);
  void print(MisereId g, std::string& out, bool parenthesize, int& subscripted);
  void spend();

  struct VecHash {
    std::size_t operator()(const std::vector<MisereId>& v) const;
  };
  std::vector<Record> recs_;
  std::unordered_map<std::vector<MisereId>, MisereId, VecHash> index_;  // record options -> even id
  std::vector<MisereId> nimbers_;
  std::map<std::pair<MisereId, MisereId>, MisereId> add_;
  std::unordered_map<MisereId, MisereId> mate_;
  std::unordered_map<MisereId, MisereGenus> genera_;
  std::unordered_map<MisereId, std::vector<MisereId>> partitions_;
  std::uint64_t budget_ = UINT64_MAX, spent_ = 0, ticks_ = 0, bytes_ = 0, memory_limit_ = UINT64_MAX;
};

// A value in CGSuite's misère notation: *[2] (a nim heap), *[[2],1] (the game with options *[[2]]
// and *1; a list in brackets is a game of those options), *[2]+*[[2]] (sums), *[*[2]+*[2],0] (any
// value as an option), and the printed shorthand read back: *[2#], *[2[2]], *[(2#1)2##]. Inside
// *[...], a bare integer is a nim heap (*[23] is *23, as CGSuite reads it). Throws InputError with a
// one-line message for anything else, and past the nesting and size limits.
MisereId parse_misere_value(MisereArena& a, std::string_view text);

}  // namespace cgcheck::cgt
