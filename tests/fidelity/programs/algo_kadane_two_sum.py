from typing import List, Optional, Tuple


def max_subarray(nums: List[int]) -> Tuple[int, int, int]:
    best, best_l, best_r = nums[0], 0, 0
    cur, cur_l = 0, 0
    for i, x in enumerate(nums):
        if cur <= 0:
            cur, cur_l = x, i
        else:
            cur += x
        if cur > best:
            best, best_l, best_r = cur, cur_l, i
    return best, best_l, best_r


def two_sum(nums: List[int], target: int) -> Optional[Tuple[int, int]]:
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return seen[target - x], i
        seen.setdefault(x, i)
    return None


def three_sum_zero(nums: List[int]) -> List[Tuple[int, int, int]]:
    s = sorted(nums)
    out = set()
    for i in range(len(s) - 2):
        lo, hi = i + 1, len(s) - 1
        while lo < hi:
            t = s[i] + s[lo] + s[hi]
            if t == 0:
                out.add((s[i], s[lo], s[hi]))
                lo += 1
                hi -= 1
            elif t < 0:
                lo += 1
            else:
                hi -= 1
    return sorted(out)


data = [-2, 1, -3, 4, -1, 2, 1, -5, 4]
(max_subarray(data), max_subarray([-3, -1, -2]), two_sum([2, 7, 11, 15], 9), two_sum([3, 3], 6), two_sum([1, 2], 7),
 three_sum_zero([-1, 0, 1, 2, -1, -4]))
