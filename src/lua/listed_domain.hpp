#pragma once
// A game's listing (its Explorer's positions up to a bound, in the documented order) as a domain of
// the claim engine's walk (claims/check_kinds.hpp): work items of kItem consecutive positions over
// the threads, each position keyed by its index in the listing (so the minimal failure is the same
// on any number of threads), then random positions. Claim files and hunt's conjectures (claims of a
// spec built in memory) walk their positions through this one domain, selected by where().
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/progress.hpp"

namespace cgcheck::lua {

// A listing produced while it is walked, for a bound whose listing would not fit in memory: one
// thread runs the game's enumeration, in its order, and hands the walk the work items it will walk
// (ListedDomain::will_walk), each as a vector of kItem positions. At most `window` items wait to be
// taken; an item is the walker's once taken. The workers take items in ascending order
// (parallel_for), so an item waited for is produced before the window can fill with later ones.
// The enumeration must list exactly `size` positions (the count it was planned with).
template <class Case>
class ListingStream {
 public:
  using Enumerate = std::function<void(const std::function<void(Case&&)>&)>;

  ListingStream(std::uint64_t size, std::uint64_t item, std::size_t window, Enumerate enumerate)
      : size_(size), item_(item), window_(std::max<std::size_t>(window, 1)), enumerate_(std::move(enumerate)) {}
  ListingStream(const ListingStream&) = delete;
  ListingStream& operator=(const ListingStream&) = delete;
  ~ListingStream() { stop(); }

  // Starts the producer for the items `todo` (ascending); the others are enumerated and dropped.
  void start(const std::vector<std::uint64_t>& todo) {
    stop();
    {
      std::lock_guard lock(mu_);
      wanted_.assign((size_ + item_ - 1) / item_, false);
      for (const std::uint64_t i : todo) wanted_.at(i) = true;
      ready_.clear();
      failed_ = nullptr;
      stopping_.store(false);
    }
    producer_ = std::thread([this] { produce(); });
  }

  // Item i's positions, waiting for the producer; rethrows its failure; polls for an interrupt.
  std::vector<Case> take(std::uint64_t i) {
    std::unique_lock lock(mu_);
    while (true) {
      if (auto it = ready_.find(i); it != ready_.end()) {
        std::vector<Case> out = std::move(it->second);
        ready_.erase(it);
        lock.unlock();
        cv_.notify_all();
        return out;
      }
      if (failed_) std::rethrow_exception(failed_);
      cv_.wait_for(lock, std::chrono::milliseconds(50));
      lock.unlock();
      poll_interrupt();
      lock.lock();
    }
  }

  // Stops the producer (the walk ended or failed) and joins it.
  void stop() {
    {
      std::lock_guard lock(mu_);
      stopping_.store(true);
    }
    cv_.notify_all();
    if (producer_.joinable()) producer_.join();
  }

 private:
  struct Stopped {};

  void produce() {
    try {
      std::uint64_t index = 0;
      std::vector<Case> chunk;
      enumerate_([&](Case&& k) {
        if (index >= size_)
          throw std::logic_error(fmt::format("the enumeration lists more positions than the {} it counted", size_));
        const std::uint64_t i = index / item_;
        if (wanted_[i]) {
          k.index = index;
          chunk.push_back(std::move(k));
        }
        ++index;
        if (index % item_ == 0 || index == size_) {
          // Checked at every item, published or not: items of other ranks (or resumed from a
          // checkpoint) are enumerated without a publish, and a stop must not wait for them.
          if (stopping_.load(std::memory_order_relaxed)) throw Stopped{};
          if (wanted_[i]) publish(i, std::move(chunk));
          chunk.clear();
        }
      });
      if (index != size_)
        throw std::logic_error(fmt::format("the enumeration listed {} positions, not the {} it counted", index, size_));
    } catch (const Stopped&) {
    } catch (...) {
      {
        std::lock_guard lock(mu_);
        failed_ = std::current_exception();
      }
      cv_.notify_all();
    }
  }

  void publish(std::uint64_t i, std::vector<Case>&& chunk) {
    std::unique_lock lock(mu_);
    cv_.wait(lock, [&] { return stopping_.load() || ready_.size() < window_; });
    if (stopping_.load()) throw Stopped{};
    ready_.emplace(i, std::move(chunk));
    lock.unlock();
    cv_.notify_all();
  }

  const std::uint64_t size_, item_;
  const std::size_t window_;
  Enumerate enumerate_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<bool> wanted_;
  std::map<std::uint64_t, std::vector<Case>> ready_;
  std::exception_ptr failed_;
  std::atomic<bool> stopping_{false};
  std::thread producer_;
};

// Case: a position with its `index` in the listing (UINT64_MAX for a random one).
template <class Case>
struct ListedDomain {
  using Position = Case;
  using Item = std::pair<std::uint64_t, std::uint64_t>;
  static constexpr std::uint64_t kItem = 512;

  std::uint64_t size = 0;               // positions in the listing
  std::string range_text, random_text;  // the verified range and the random phase's, in words
  std::uint64_t cases = 0;              // random positions at the standard profile
  std::function<Case(std::uint64_t)> at;             // the listing's i-th position
  std::function<bool(const Case&)> selected;         // the walk visits only these
  std::function<bool(const Case&)> admitted;         // a random draw is checked only if this holds
  std::function<std::string(const Case&)> show;      // a position as the game writes it
  std::function<rc::Gen<Case>()> gen;                // random positions
  // Set for a streamed listing (at is then unused): the positions come from it as they are walked.
  std::shared_ptr<ListingStream<Case>> stream;

  std::string range(std::uint64_t) const { return range_text; }
  std::string print(const Case& k) const { return show(k); }
  // Positions are written as the game reads them: a counterexample's certificate starts there.
  std::string game_position(const Case& k) const { return show(k); }
  std::vector<Item> items(std::uint64_t) const {
    std::vector<Item> out;
    for (std::uint64_t i = 0; i < size; i += kItem) out.emplace_back(i, std::min(i + kItem, size));
    return out;
  }
  std::uint64_t item_positions(std::uint64_t, const Item& item) const { return item.second - item.first; }
  template <class V>
  void each_in(std::uint64_t, const Item& item, V&& visit) const {
    if (stream) {
      for (const Case& k : stream->take(item.first / kItem))
        if (selected(k)) visit(k);
      return;
    }
    for (std::uint64_t i = item.first; i < item.second; ++i) {
      const Case k = at(i);
      if (selected(k)) visit(k);
    }
  }
  // A streamed listing produces the items this rank walks (claims/check_kinds.hpp: planned_domain).
  void will_walk(const std::vector<std::uint64_t>& todo) const {
    if (stream) stream->start(todo);
  }
  std::uint64_t key(const Case& k) const { return k.index; }
  rc::Gen<Case> random() const { return gen(); }
  std::string random_range() const { return random_text; }
  std::uint64_t random_cases() const { return cases; }
  bool admits(const Case& k) const { return admitted(k); }
};

// Thrown by a listing's visitor when the positions kept outgrow the memory limit (keep_or_stream).
struct ListingTooLarge {};

// A listing as it is held: `size` positions, kept by the caller, or streamed (stream set).
template <class Case>
struct HeldListing {
  std::uint64_t size = 0;
  std::shared_ptr<ListingStream<Case>> stream;
};

// How to hold one listing (keep_or_stream): what is known of it, and the caller's ways to list it.
template <class Case>
struct ListingPlan {
  std::optional<double> counted;  // the game's count of the positions, if it has one
  double bytes_each = 0;          // the least a kept position takes
  std::uint64_t max_memory = 0;   // 0: no limit
  unsigned threads = 1;
  bool can_stream = true;                         // false: the listing can be produced only once
  std::function<std::uint64_t()> keep;            // lists into the caller's store (may throw ListingTooLarge)
  std::function<void()> release;                  // frees what keep() kept before it threw
  std::function<std::uint64_t()> count;           // one pass of the enumeration, keeping nothing
  // The enumeration for the stream, made only when the listing is streamed.
  std::function<typename ListingStream<Case>::Enumerate()> producer;
  std::function<void()> refuse;                   // throws: the listing can be neither kept nor streamed
};

// The one policy for a listing that may not fit in memory, for claim files and hunts alike. A
// listing the game's count shows to need more than the limit (bytes_each a position, three times
// over: a buffer that grows holds its old and its new copy at once) is streamed from the start;
// otherwise keep() lists it, and if it outgrows the limit part way, what it kept is freed and the
// listing is streamed. A streamed listing's size is the count, or one counting pass. Streaming is
// refused where the listing can be produced only once, and from 10^15 positions on.
template <class Case>
HeldListing<Case> keep_or_stream(const ListingPlan<Case>& plan) {
  const auto refuse = [&] {
    plan.refuse();
    throw std::logic_error("keep_or_stream: refuse() returned");
  };
  const bool too_large = plan.counted && plan.max_memory != 0 &&
                         3 * *plan.counted * plan.bytes_each > static_cast<double>(plan.max_memory);
  if (too_large && (!plan.can_stream || *plan.counted >= 1e15)) refuse();
  if (!too_large) {
    try {
      return {plan.keep(), nullptr};
    } catch (const ListingTooLarge&) {
      if (!plan.can_stream) refuse();
      plan.release();
    }
  }
  HeldListing<Case> held;
  held.size = plan.counted ? static_cast<std::uint64_t>(*plan.counted) : plan.count();
  held.stream = std::make_shared<ListingStream<Case>>(held.size, ListedDomain<Case>::kItem,
                                                      2 * std::size_t{std::max(1u, plan.threads)} + 2, plan.producer());
  return held;
}

}  // namespace cgcheck::lua
