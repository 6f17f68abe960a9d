#include "cgt/misere_form.hpp"

#include <algorithm>
#include <cctype>
#include <climits>

#include <fmt/core.h>

#include "core/progress.hpp"

namespace cgcheck::cgt {

namespace {

// The phyla CGSuite groups (Phylum.java).
bool generally_tame_phylum(Phylum p) {
  return p == Phylum::NimHeap || p == Phylum::HereditarilyTame || p == Phylum::ReversiblyTame;
}
bool generally_restive_phylum(Phylum p) { return p == Phylum::HereditarilyRestive || p == Phylum::ReversiblyRestive; }
bool restive_or_tame_phylum(Phylum p) { return generally_tame_phylum(p) || generally_restive_phylum(p); }
bool tameable_phylum(Phylum p) { return generally_tame_phylum(p) || p == Phylum::Tameable; }
bool wild_phylum(Phylum p) {
  return p == Phylum::WildOfTameGenus || p == Phylum::WildOfRestiveGenus || p == Phylum::WildOfRestlessGenus ||
         p == Phylum::Wild;
}

// A set of small numbers and its mex (Java's BitSet as CGSuite uses it).
struct Bits {
  std::vector<bool> b;
  void set(std::uint32_t i) {
    if (i >= b.size()) b.resize(i + 1, false);
    b[i] = true;
  }
  std::uint32_t mex() const {
    std::uint32_t i = 0;
    while (i < b.size() && b[i]) ++i;
    return i;
  }
  bool empty() const { return std::find(b.begin(), b.end(), true) == b.end(); }
  void clear() { b.clear(); }
  void merge(const Bits& o) {
    for (std::uint32_t i = 0; i < o.b.size(); ++i)
      if (o.b[i]) set(i);
  }
};

int index_of(const std::vector<MisereId>& v, MisereId x) {
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i] == x) return static_cast<int>(i);
  return -1;
}
int parity_invariant_index_of(const std::vector<MisereId>& v, MisereId x) {
  for (std::size_t i = 0; i < v.size(); ++i)
    if ((v[i] & ~1u) == (x & ~1u)) return static_cast<int>(i);
  return -1;
}

std::string digit_text(std::uint32_t d) { return d < 10 ? std::to_string(d) : fmt::format("&{};", d); }

// CGSuite's first 36 forms, made in this order at start-up: their order is the order of their ids
// (MisereCanonicalGameOps.init), not the keyed order the later forms are sorted in. Each entry is an
// option list: entry k is the even form 2k, an option 2k+1 that form plus *.
const std::vector<std::vector<MisereId>> kEarly = {
    {},        {0, 1},       {2},       {3},          {4},        {2, 3},    {2, 4},    {0, 4},    {1, 4},
    {2, 3, 4}, {0, 3, 4},    {0, 2, 4}, {1, 3, 4},    {1, 2, 4},  {0, 2, 3, 4}, {0, 1, 2, 4}, {1, 2, 3, 4}, {0, 1, 2, 3},
    {0, 1, 2, 3, 4}, {5},     {8},       {12},         {14},       {16},      {18},      {20},      {22},
    {24},      {26},         {28},      {30},         {32},       {34},      {36},      {6},       {10}};
constexpr MisereId kEarlyRecords = 36;

}  // namespace

std::size_t MisereArena::VecHash::operator()(const std::vector<MisereId>& v) const {
  std::uint64_t h = 1469598103934665603ull ^ v.size();
  for (MisereId x : v) {
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h *= 1099511628211ull;
  }
  return static_cast<std::size_t>(h);
}

MisereArena::MisereArena() {
  for (const auto& opts : kEarly) make_record(opts);
  nim_heap(9);
}

void MisereArena::spend() {
  if (++spent_ > budget_)
    throw InputError(fmt::format("too large to solve within the work budget ({} steps of the misère engine)", budget_));
  if ((++ticks_ & 0xFFF) == 0) {
    poll_interrupt();
    if (bytes_ > memory_limit_)
      throw InputError(fmt::format("too large to solve within the memory limit ({:.2f} GiB of misère forms)",
                                   static_cast<double>(memory_limit_) / 1073741824.0));
  }
}

int MisereArena::compare(MisereId a, MisereId b) const {
  if (a == b) return 0;
  // The early forms, and a form against itself plus *, compare by id (CGSuite's MidComparator).
  if ((a >> 1) == (b >> 1) || (a >> 1) < kEarlyRecords || (b >> 1) < kEarlyRecords) return a < b ? -1 : 1;
  const Record& x = rec(a);
  const Record& y = rec(b);
  if (x.birthday != y.birthday) return x.birthday < y.birthday ? -1 : 1;
  if (x.options.size() != y.options.size()) return x.options.size() < y.options.size() ? -1 : 1;
  if (x.gplus != y.gplus) return x.gplus < y.gplus ? -1 : 1;
  if (x.gminus != y.gminus) return x.gminus < y.gminus ? -1 : 1;
  for (std::size_t i = 0; i < x.options.size(); ++i)
    if (int c = compare(x.options[i], y.options[i]); c != 0) return c;
  return a < b ? -1 : 1;  // two records with the same options do not exist
}

std::vector<MisereId> MisereArena::options(MisereId id) const {
  const auto& o = rec(id).options;
  if ((id & 1) == 0) return o;
  // G + *: the options G' + * and G; an option pair H, H + * of G stays as it is (fillOptions).
  std::vector<MisereId> out(o.size() + 1);
  bool pair_seen = false;
  for (std::size_t i = 0; i < o.size(); ++i) {
    if (pair_seen) {
      pair_seen = false;
      continue;
    }
    const MisereId opt = o[i];
    if ((opt & 1) == 0 && i + 1 < o.size() && o[i + 1] == opt + 1) {
      out[i] = opt;
      out[i + 1] = opt + 1;
      pair_seen = true;
    } else {
      out[i] = opt ^ 1;
    }
  }
  out[o.size()] = id - 1;
  return out;
}

bool MisereArena::same_options(MisereId id, const MisereId* opts, std::size_t n) const {
  const auto o = options(id);
  return o.size() == n && std::equal(o.begin(), o.end(), opts);
}

bool MisereArena::has_option(MisereId g, MisereId opt) const {
  const auto o = options(g);
  return std::find(o.begin(), o.end(), opt) != o.end();
}

std::optional<MisereId> MisereArena::find(const MisereId* opts, std::size_t n) const {
  if (n == 0) return zero();
  const MisereId hi = opts[n - 1];
  if ((hi & 1) == 0 && same_options(hi + 1, opts, n)) return hi + 1;
  auto it = index_.find(std::vector<MisereId>(opts, opts + n));
  if (it != index_.end()) return it->second;
  return std::nullopt;
}

MisereId MisereArena::make(std::vector<MisereId> o) {
  spend();
  spent_ += o.size() / 8;
  std::sort(o.begin(), o.end(), [&](MisereId a, MisereId b) { return compare(a, b) < 0; });
  o.erase(std::unique(o.begin(), o.end()), o.end());
  if (auto f = find(o.data(), o.size())) return *f;
  // Reversible through 0: every option has 0 as an option, and one of them is a misère P-position.
  if (o[0] != 0) {
    for (std::size_t i = 0; i < o.size(); ++i) {
      if (!has_option(o[i], 0)) break;
      if (misere_nim_value(o[i]) == 0) {
        bool all = true;
        for (std::size_t j = i + 1; j < o.size() && all; ++j) all = has_option(o[j], 0);
        if (all) return zero();
        break;
      }
    }
  }
  // Reversible through a simpler H: H's options are a prefix of these (sorted by birthday) ending at
  // a gap of two or more in birthdays, and every later option has H as an option.
  std::uint32_t old_birthday = birthday(o[0]);
  for (std::size_t j = 1; j < o.size(); ++j) {
    const std::uint32_t b = birthday(o[j]);
    if (b > old_birthday + 1) {
      if (auto h = find(o.data(), j)) {
        std::size_t i = j;
        while (i < o.size() && has_option(o[i], *h)) ++i;
        if (i == o.size()) return *h;
      }
    }
    old_birthday = b;
  }
  return make_record(std::move(o));
}

// The genus sets and birthday of the options: the record's normal and misère nim values (the mexes
// of the options', with the option's parity added; no options means misère value 1), its birthday
// less one (-1 for no options), and the first of the options' phyla that is not generally tame (or
// the wildest of them if all are).
MisereArena::OptionsGenus MisereArena::options_genus(const std::vector<MisereId>& options) const {
  Bits gminus, gplus;
  OptionsGenus out;
  for (MisereId opt : options) {
    const Record& r = rec(opt);
    const std::uint32_t odd = opt & 1;
    out.birthday = std::max<std::int64_t>(r.birthday + odd, out.birthday);
    gminus.set(r.gminus ^ odd);
    gplus.set(r.gplus ^ odd);
    if (generally_tame_phylum(out.wildest) && r.phylum > out.wildest) out.wildest = r.phylum;
  }
  out.gplus = gplus.mex();
  out.gminus = gminus.empty() ? 1 : gminus.mex();
  return out;
}

// The phylum from the options' phyla and the record's own nim values: first the wild phylum its
// genus allows (tame, restive, restless or none), then CGSuite's switch on the options' wildest
// phylum, with its fall-throughs, which makes it a nim heap, hereditarily tame or restive, or
// reversibly tame or restive, or restless. Any other result is still one of the Wild* phyla.
Phylum MisereArena::phylum_from_options(Phylum wildest, std::uint32_t gp, std::uint32_t gm) {
  Phylum my = (gp == gm || ((gp | gm) & ~1u) == 0) ? Phylum::WildOfTameGenus
              : gp < 2                              ? Phylum::WildOfRestiveGenus
              : gm < 2                              ? Phylum::WildOfRestlessGenus
                                                    : Phylum::Wild;
  switch (wildest) {
    case Phylum::NimHeap:
      if (my == Phylum::WildOfTameGenus && (gp > 1 || gp != gm)) return Phylum::NimHeap;
      [[fallthrough]];
    case Phylum::HereditarilyTame:
      if (my == Phylum::WildOfTameGenus) return Phylum::HereditarilyTame;
      if (my == Phylum::WildOfRestiveGenus) return Phylum::HereditarilyRestive;
      [[fallthrough]];
    case Phylum::ReversiblyTame:
      if (my == Phylum::WildOfTameGenus) return Phylum::ReversiblyTame;
      if (my == Phylum::WildOfRestiveGenus) return Phylum::ReversiblyRestive;
      if (my == Phylum::WildOfRestlessGenus) return Phylum::Restless;
      return my;
    default:
      return my;
  }
}

// Tame or restive through reversible options, or tameable, for a record of tame or restive genus
// (`my` is WildOfTameGenus or WildOfRestiveGenus, so some option is not generally tame): each such
// option must have an option, of a phylum allowed, with the record's misère and normal nim values
// (it reverses there), and the generally tame options' nim values (and the tameable options', for
// Tameable) must give the record's again. Returns the phylum found, or `my` unchanged.
Phylum MisereArena::reversible_phylum(const std::vector<MisereId>& options, Phylum my, std::uint32_t gp,
                                      std::uint32_t gm) const {
  Bits gminus, gplus, tameable_gminus, tameable_gplus;
  bool maybe_rt = my == Phylum::WildOfTameGenus, maybe_tameable = my == Phylum::WildOfTameGenus,
       maybe_rr = my == Phylum::WildOfRestiveGenus;
  for (MisereId opt : options) {
    const Record& r = rec(opt);
    const std::uint32_t odd = opt & 1;
    if (generally_tame_phylum(r.phylum)) {
      gplus.set(r.gplus ^ odd);
      gminus.set(r.gminus ^ odd);
      continue;
    }
    bool gm_tameable = false, gp_tameable = false;
    if (maybe_tameable && r.phylum == Phylum::Tameable) {
      // (CGSuite records these without the option's parity.)
      tameable_gminus.set(r.gminus);
      tameable_gplus.set(r.gplus);
      gm_tameable = gp_tameable = true;
    }
    bool gm_found = false, gp_found = false;
    for (MisereId second : this->options(opt)) {
      const Phylum sp = phylum(second);
      if (!(generally_tame_phylum(sp) || (maybe_rr && restive_or_tame_phylum(sp)) ||
            (maybe_tameable && tameable_phylum(sp))))
        continue;
      const std::uint32_t sgm = misere_nim_value(second), sgp = nim_value(second);
      if (generally_tame_phylum(sp) && my == Phylum::WildOfTameGenus) {
        gm_found |= gm == sgm;
        gp_found |= gp == sgp;
      } else if (restive_or_tame_phylum(sp) && my == Phylum::WildOfRestiveGenus) {
        gm_found |= gm == sgm && ((sgp & ~1u) == 0 || ((sgp ^ gm) & ~1u) == 0);
        gp_found |= gp == sgp && ((sgm & ~1u) == 0 || ((sgm ^ gm) & ~1u) == 0);
      } else if (sp == Phylum::Tameable && maybe_tameable) {
        gm_tameable |= gm == sgm;
        gp_tameable |= gp == sgp;
      }
    }
    if (!(gm_found && gp_found)) {
      maybe_rt = maybe_rr = false;
      if (!(gm_tameable && gp_tameable)) maybe_tameable = false;
      if (!maybe_rt && !maybe_rr && !maybe_tameable) break;
    }
  }
  if (maybe_rt || maybe_rr || maybe_tameable) {
    if (gp != gplus.mex() || gm != gminus.mex()) maybe_rt = maybe_rr = false;
    if (maybe_tameable) {
      gplus.merge(tameable_gplus);
      gminus.merge(tameable_gminus);
      if ((gp != gplus.mex() || gm != gminus.mex()) && (!gplus.empty() || gp > 0)) maybe_tameable = false;
    }
    if (maybe_rt) my = Phylum::ReversiblyTame;
    else if (maybe_tameable) my = Phylum::Tameable;
    else if (maybe_rr) my = Phylum::ReversiblyRestive;
  }
  return my;
}

MisereId MisereArena::make_record(std::vector<MisereId> options) {
  const OptionsGenus og = options_genus(options);
  if (og.birthday + 1 > kMaxBirthday)
    throw InputError(fmt::format("a misère form of birthday more than {} (the limit of the misère engine)", kMaxBirthday));
  const std::uint32_t gp = og.gplus, gm = og.gminus;
  Phylum my = phylum_from_options(og.wildest, gp, gm);
  if (my == Phylum::WildOfTameGenus || my == Phylum::WildOfRestiveGenus) my = reversible_phylum(options, my, gp, gm);
  if (wild_phylum(my)) my = Phylum::Wild;

  const auto id = static_cast<MisereId>(recs_.size() * 2);
  if (recs_.size() >= 0x7FFFFFF0u) throw InputError("misère arena full");
  bytes_ += sizeof(Record) + options.capacity() * sizeof(MisereId) * 2 + 64;
  index_.emplace(options, id);
  recs_.push_back(Record{std::move(options), static_cast<std::uint32_t>(og.birthday + 1), gp, gm, my});
  return id;
}

MisereId MisereArena::nim_heap(std::uint32_t n) {
  while (nimbers_.size() <= n) {
    const auto i = static_cast<std::uint32_t>(nimbers_.size());
    if (i & 1) {
      nimbers_.push_back(nimbers_[i - 1] + 1);  // *2k+1 = *2k + *
    } else {
      nimbers_.push_back(make(std::vector<MisereId>(nimbers_.begin(), nimbers_.begin() + i)));
    }
  }
  return nimbers_[n];
}

bool MisereArena::is_nim_heap(MisereId g) { return g == nim_heap(birthday(g)); }
bool MisereArena::tame(MisereId g) const {
  return phylum(g) == Phylum::NimHeap || phylum(g) == Phylum::HereditarilyTame;
}
bool MisereArena::generally_tame(MisereId g) const { return generally_tame_phylum(phylum(g)); }
bool MisereArena::tameable(MisereId g) const { return tameable_phylum(phylum(g)); }
bool MisereArena::restive(MisereId g) const { return phylum(g) == Phylum::HereditarilyRestive; }
bool MisereArena::generally_restive(MisereId g) const { return generally_restive_phylum(phylum(g)); }
bool MisereArena::restless(MisereId g) const { return phylum(g) == Phylum::Restless; }

MisereId MisereArena::add(MisereId g, MisereId h) {
  const MisereId odd = (g ^ h) & 1;
  g &= ~1u;
  h &= ~1u;
  if (g == 0 || h == 0) return odd + g + h;
  const auto key = std::minmax(g, h);
  if (auto it = add_.find(key); it != add_.end()) return it->second ^ odd;
  spend();
  std::vector<MisereId> o;
  o.reserve(rec(g).options.size() + rec(h).options.size());
  for (MisereId x : rec(g).options) o.push_back(add(x, h));
  for (MisereId x : rec(h).options) o.push_back(add(x, g));
  const MisereId ans = make(std::move(o));
  add_.emplace(key, ans);
  bytes_ += 64;
  return ans ^ odd;
}

MisereId MisereArena::mate(MisereId g) {
  if (g < 2) return g ^ 1;
  if (auto it = mate_.find(g); it != mate_.end()) return it->second;
  std::vector<MisereId> o = options(g);
  for (auto& x : o) x = mate(x);
  const MisereId ans = make(std::move(o));
  mate_.emplace(g, ans);
  bytes_ += 32;
  return ans;
}

// ---- genus ----

std::uint32_t MisereGenus::digit(std::size_t i) const {
  if (i < sup.size()) return sup[i];
  const auto odd2 = static_cast<std::uint32_t>((i & 1) << 1);
  if (generally_tame_phylum(phylum)) {
    if (i == 0 && base < 2) return 1 - base;
    return base ^ odd2;
  }
  if (generally_restive_phylum(phylum)) return (sup[0] < 4 ? sup[0] : base) ^ odd2;
  return sup[sup.size() - 2 + ((sup.size() ^ i) & 1)];
}

std::size_t MisereGenus::max_differ() const {
  if (generally_tame_phylum(phylum)) return base < 2 && (sup.empty() || sup[0] != base) ? 2 : 1;
  if (generally_restive_phylum(phylum)) return sup[0] < 4 ? 1 : 2;
  return sup.size() - 1;
}

std::string MisereGenus::text() const {
  std::string s = std::to_string(base);
  if (sup.empty()) return s;
  s += '^';
  const bool big = std::any_of(sup.begin(), sup.end(), [](std::uint32_t d) { return d >= 10; });
  if (big) s += '(';
  for (std::size_t i = 0; i < sup.size(); ++i) {
    if (big && i > 0) s += ',';
    s += std::to_string(sup[i]);
  }
  if (big) s += ')';
  return s;
}

const MisereGenus& MisereArena::genus(MisereId g) {
  if (auto it = genera_.find(g); it != genera_.end()) return it->second;
  MisereGenus out;
  const Phylum p = phylum(g);
  if (restive_or_tame_phylum(p)) {
    out.phylum = p;
    out.base = nim_value(g);
    if (p != Phylum::NimHeap) out.sup = {misere_nim_value(g)};
  } else {
    // From the options' genera, as Conway defines it (Genus.java's list constructor).
    std::vector<MisereGenus> og;
    for (MisereId o : options(g)) og.push_back(genus(o));
    out.phylum = Phylum::Wild;
    std::size_t max_differ = 1;
    Bits bits;
    for (const auto& x : og) {
      bits.set(x.base);
      max_differ = std::max(max_differ, x.max_differ());
    }
    out.base = bits.mex();
    max_differ += 2;
    std::vector<std::uint32_t> b(max_differ + 1);
    bits.clear();
    for (const auto& x : og) bits.set(x.digit(0));
    b[0] = bits.mex();
    for (std::size_t i = 1; i <= max_differ; ++i) {
      bits.clear();
      bits.set(b[i - 1]);
      bits.set(b[i - 1] ^ 1);
      for (const auto& x : og) bits.set(x.digit(i));
      b[i] = bits.mex();
    }
    while (max_differ > 1 && b[max_differ] == b[max_differ - 2]) --max_differ;
    b.resize(max_differ + 1);
    out.sup = std::move(b);
  }
  bytes_ += 64 + out.sup.size() * 4;
  return genera_.emplace(g, std::move(out)).first->second;
}

// ---- parts (for the printer's G = H + *n and H - *n) ----

// The state of two_partitions(g) (CGSuite's get2Partitions, Siegel's algorithm over the parts of the
// options): g's options, the 2-partitions of each (of the option less its parity), and the pairs
// (X, Y) with X + Y = g found so far, flattened.
struct MisereArena::PartitionSearch {
  std::vector<MisereId> opts;
  std::vector<std::vector<MisereId>> op;
  std::vector<MisereId> parts;
};

// The options' parts: fills s.op in the options' order, and says whether g may have parts other
// than (0, g). It has none if an option is 0 or * (g is prime), nor if three options are prime (an
// odd option counts only when its even partner is not an option too); the search stops there.
bool MisereArena::options_parts(PartitionSearch& s) {
  const std::size_t n = s.opts.size();
  s.op.resize(n);
  int primes = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if ((s.opts[i] & ~1u) == 0) {
      primes = INT_MAX;  // an option 0 or *: g is prime
      break;
    }
    s.op[i] = two_partitions(s.opts[i] & ~1u);
    if (s.op[i].size() == 2 && ((s.opts[i] & 1) == 0 || index_of(s.opts, s.opts[i] & ~1u) == -1))
      if (++primes >= 3) break;
  }
  return primes < 3;
}

// The type-1 check of a candidate part x (with options xo): every option X' of x is a part of g found
// so far, X' + X'' = g, and x is a part of every option G' of g, x + Y' = G'. Then x's counterpart
// is the game of those X'' and Y', whose options this puts in type1. Otherwise it puts in type2 the
// candidates for x's counterpart: the counterparts, in the options' partitions, of the first X' that
// is not a part of g, or those of x's options in the partitions of the first G' x is not a part of.
bool MisereArena::type1_check(const PartitionSearch& s, MisereId x, const std::vector<MisereId>& xo,
                              std::vector<MisereId>& type1, std::vector<MisereId>& type2) {
  const std::size_t n = s.opts.size();
  type1.clear();
  type2.clear();
  for (MisereId xopt : xo) {
    const int k = index_of(s.parts, xopt & ~1u);
    if (k == -1) {
      for (std::size_t j = 0; j < n; ++j)
        if (int m = index_of(s.op[j], xopt & ~1u); m != -1) type2.push_back(s.op[j][m ^ 1]);
      return false;
    }
    type1.push_back(s.parts[k ^ 1] | (xopt & 1));
  }
  for (std::size_t i = 0; i < n; ++i) {
    const int k = index_of(s.op[i], x);
    if (k == -1) {
      for (MisereId xopt : xo)
        if (int m = index_of(s.op[i], xopt & ~1u); m != -1) type2.push_back(s.op[i][m ^ 1]);
      return false;
    }
    type1.push_back(s.op[i][k ^ 1] | (s.opts[i] & 1));
  }
  return true;
}

// The type-2 check of a pair (x, y) for x + y = g: every option of g is x + Y' with Y' an option of
// y, or X' + y with X' an option of x; every option X' of x has X' + Y' = g (by the parts found so
// far) for an option Y' of y, or X' + y is an option of g; and the same for y's options (whose
// partners are looked for among x's options whatever their parity, as CGSuite does).
bool MisereArena::type2_check(const PartitionSearch& s, MisereId x, const std::vector<MisereId>& xo,
                              MisereId y) const {
  const std::size_t n = s.opts.size();
  const auto yo = options(y);
  for (std::size_t i = 0; i < n; ++i) {
    int k = index_of(s.op[i], x);
    if (k != -1 && index_of(yo, s.op[i][k ^ 1] | (s.opts[i] & 1)) != -1) continue;
    k = index_of(s.op[i], y);
    if (k != -1 && index_of(xo, s.op[i][k ^ 1] | (s.opts[i] & 1)) != -1) continue;
    return false;
  }
  for (std::size_t i = 0; i < xo.size(); ++i) {
    const int k = index_of(s.parts, xo[i] & ~1u);
    if (k != -1 && index_of(yo, s.parts[k ^ 1] | (xo[i] & 1)) != -1) continue;
    bool found = false;
    for (std::size_t j = 0; j < n && !found; ++j) {
      const int m = index_of(s.op[j], y);
      found = m != -1 && xo[i] == (s.op[j][m ^ 1] | (s.opts[j] & 1));
    }
    if (!found) return false;
  }
  for (std::size_t i = 0; i < yo.size(); ++i) {
    const int k = index_of(s.parts, yo[i] & ~1u);
    if (k != -1 && parity_invariant_index_of(xo, s.parts[k ^ 1] | (yo[i] & 1)) != -1) continue;
    bool found = false;
    for (std::size_t j = 0; j < n && !found; ++j) {
      const int m = index_of(s.op[j], x);
      found = m != -1 && yo[i] == (s.op[j][m ^ 1] | (s.opts[j] & 1));
    }
    if (!found) return false;
  }
  return true;
}

// One step of the search: a pair (x, counterpart) through the type-1 check (the counterpart is made
// from its options), or else (x, y) for the first y of the type-2 candidates that passes the type-2
// check. Says whether a pair was added to s.parts.
bool MisereArena::add_partition(PartitionSearch& s, MisereId x, std::vector<MisereId>& type1,
                                std::vector<MisereId>& type2) {
  const auto xo = options(x);
  if (type1_check(s, x, xo, type1, type2)) {
    const MisereId counterpart = make(type1);
    s.parts.push_back(x);
    s.parts.push_back(counterpart);
    return true;
  }
  for (MisereId y : type2) {
    if (type2_check(s, x, xo, y)) {
      s.parts.push_back(x);
      s.parts.push_back(y);
      return true;
    }
  }
  return false;
}

const std::vector<MisereId>& MisereArena::two_partitions(MisereId id) {
  id &= ~1u;
  if (auto it = partitions_.find(id); it != partitions_.end()) return it->second;
  spend();
  // Pairs (X, Y) with X + Y = id, flattened; (0, id) first. The candidates for X are the options'
  // parts, in CGSuite's order; they are tried again until a round adds no pair.
  PartitionSearch s{options(id), {}, {0, id}};
  if (options_parts(s)) {
    std::vector<MisereId> opt_parts;
    for (const auto& v : s.op) opt_parts.insert(opt_parts.end(), v.begin(), v.end());
    std::sort(opt_parts.begin(), opt_parts.end(), [&](MisereId a, MisereId b) { return compare(a, b) < 0; });
    opt_parts.erase(std::unique(opt_parts.begin(), opt_parts.end()), opt_parts.end());
    std::vector<MisereId> type1, type2;
    bool changed = true;
    while (changed) {
      changed = false;
      for (MisereId x : opt_parts) {
        if (index_of(s.parts, x) != -1) continue;
        if (add_partition(s, x, type1, type2)) changed = true;
      }
    }
  }
  bytes_ += 64 + s.parts.size() * 4;
  return partitions_.emplace(id, std::move(s.parts)).first->second;
}

std::optional<MisereId> MisereArena::subtract(MisereId g, MisereId h) {
  const auto parts = two_partitions(g);
  const int k = index_of(parts, h & ~1u);
  if (k == -1) return std::nullopt;
  return parts[static_cast<std::size_t>(k ^ 1)] | ((g ^ h) & 1);
}

// ---- printing ----

void MisereArena::print(MisereId id, std::string& out, bool parenthesize, int& subscripted) {
  spend();
  if (out.size() > (std::size_t{1} << 26)) throw InputError("a misère form too long to print (more than 64 MB)");
  const std::uint32_t b = birthday(id);
  if (id == nim_heap(b)) {
    out += digit_text(b);
    if (subscripted > 0) out += '[';
    return;
  }
  // G = H + *i or G = H - *i with H simpler: H with a subscript.
  for (std::uint32_t i = (id & 1) + 2; i < b; i += 2) {
    const auto diff = subtract(id, nim_heap(i));
    if (diff && birthday(*diff) < b) {
      subscripted = 1;
      print(*diff, out, true, subscripted);
      out += digit_text(i);
      return;
    }
    const MisereId sum = add(id, nim_heap(i));
    if (birthday(sum) < b) {
      subscripted = 1;
      print(sum, out, true, subscripted);
      out += '-';
      out += digit_text(i);
      return;
    }
  }
  if (id & 1) {
    subscripted = 1;
    print(id & ~1u, out, true, subscripted);
    out += '1';
    return;
  }
  const auto opts = options(id);
  if (opts.size() < 2) {
    print(opts[0], out, true, subscripted);
    out += '#';
    return;
  }
  const int outer = subscripted;
  if (parenthesize) out += '(';
  for (std::size_t i = opts.size(); i-- > 0;) {
    subscripted = 0;
    print(opts[i], out, true, subscripted);
    if (subscripted > 0) out += ']';
  }
  if (parenthesize) out += ')';
  subscripted = outer;
  if (subscripted > 0) out += '[';
}

std::string MisereArena::to_string(MisereId g) {
  std::string out = "*[";
  int subscripted = 0;
  print(g, out, false, subscripted);
  if (subscripted > 0) out += ']';
  out += ']';
  return out;
}

}  // namespace cgcheck::cgt
