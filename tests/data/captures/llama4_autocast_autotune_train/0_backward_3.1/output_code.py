# AOT ID: ['0_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/ry/cry4edkx7l5gvdqxcdecy5cbwvsjf444zputrb4xtxqfho5cyowc.py
# Topologically Sorted Source Nodes: [view_87, convert_element_type_137, hidden_states_41, mul_41, sum_1], Original ATen: [aten.view, aten._to_copy, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   convert_element_type_137 => convert_element_type_137
#   hidden_states_41 => mul_38
#   mul_41 => mul_41
#   sum_1 => sum_1
#   view_87 => view_87
# Graph fragment:
#   %mm_30 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_30]
#   %add_30 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_30]
#   %rsqrt_8 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %view_87 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [2, 256, 512]), kwargs = {})
#   %convert_element_type_137 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_87, torch.float32), kwargs = {})
#   %mul_38 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_30, %rsqrt_8), kwargs = {})
#   %mul_41 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_137, %mul_38), kwargs = {})
#   %sum_1 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_41, [0, 1], True), kwargs = {dtype: torch.float32})
#   return %buf3
triton_red_fused__to_copy_mul_sum_view_0 = async_compile.triton('triton_red_fused__to_copy_mul_sum_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_mul_sum_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1589248, 'r0_': 2048}}
)
@triton.jit
def triton_red_fused__to_copy_mul_sum_view_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = tmp1 * tmp4
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/lr/clrsndrvcimn4nuzqrzuhttihzup6gypapr2mh4wttic5fnlw6ao.py
# Topologically Sorted Source Nodes: [view_87, convert_element_type_137, hidden_states_41, mul_41, sum_1], Original ATen: [aten.view, aten._to_copy, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   convert_element_type_137 => convert_element_type_137
#   hidden_states_41 => mul_38
#   mul_41 => mul_41
#   sum_1 => sum_1
#   view_87 => view_87
# Graph fragment:
#   %buf3 : Tensor "f32[1, 1, 512, 4][2048, 2048, 1, 512]cuda:0" = PlaceHolder[target=buf3]
#   %view_87 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [2, 256, 512]), kwargs = {})
#   %convert_element_type_137 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_87, torch.float32), kwargs = {})
#   %mul_38 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_30, %rsqrt_8), kwargs = {})
#   %mul_41 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_137, %mul_38), kwargs = {})
#   %sum_1 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_41, [0, 1], True), kwargs = {dtype: torch.float32})
#   return %sum_1
triton_per_fused__to_copy_mul_sum_view_1 = async_compile.triton('triton_per_fused__to_copy_mul_sum_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_mul_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 12288, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy_mul_sum_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/pi/cpiqtb3eyq3epz7wqqlwwfe5mc2gcnp55oqxpt4iogumyz6lqefc.py
# Topologically Sorted Source Nodes: [view_87, convert_element_type_137, mul_40, mul_42, mul_43, sum_2, pow_10, mul_44, mul_45, expand_13, div_4, pow_11, mul_46, mul_47, add_32, convert_element_type_139, view_89], Original ATen: [aten.view, aten._to_copy, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
# Source node to ATen node mapping:
#   add_32 => add_32
#   convert_element_type_137 => convert_element_type_137
#   convert_element_type_139 => convert_element_type_139
#   div_4 => div_4
#   expand_13 => expand_13
#   mul_40 => mul_40
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_46 => mul_46
#   mul_47 => mul_47
#   pow_10 => pow_10
#   pow_11 => pow_11
#   sum_2 => sum_2
#   view_87 => view_87
#   view_89 => view_89
# Graph fragment:
#   %mm_30 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_30]
#   %primals_40 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_40]
#   %add_30 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_30]
#   %rsqrt_8 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %sum_2 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_2]
#   %add_32 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_32]
#   %view_87 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [2, 256, 512]), kwargs = {})
#   %convert_element_type_137 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_87, torch.float32), kwargs = {})
#   %mul_40 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_137, %primals_40), kwargs = {})
#   %mul_42 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, %add_30), kwargs = {})
#   %mul_43 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, %rsqrt_8), kwargs = {})
#   %sum_2 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_42, [2], True), kwargs = {dtype: torch.float32})
#   %pow_10 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_8, 3), kwargs = {})
#   %mul_44 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_2, -0.5), kwargs = {})
#   %mul_45 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_44, %pow_10), kwargs = {})
#   %expand_13 : Tensor "f32[2, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_45, [2, 256, 512]), kwargs = {})
#   %div_4 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_13, 512), kwargs = {})
#   %pow_11 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_30, 1.0), kwargs = {})
#   %mul_46 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_11, 2.0), kwargs = {})
#   %mul_47 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %mul_46), kwargs = {})
#   %add_32 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_43, %mul_47), kwargs = {})
#   %convert_element_type_139 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_32, torch.bfloat16), kwargs = {})
#   %view_89 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_139, [512, 512]), kwargs = {})
#   return %sum_2,%add_32,%view_89
triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_2 = async_compile.triton('triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2048, 'r0_': 5769216}}
)
@triton.jit
def triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp10 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp5 = tmp3 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp11 = tmp3 * tmp10
    tmp12 = tl.full([1, 1], -0.5, tl.float32)
    tmp13 = tmp9 * tmp12
    tmp14 = tmp10 * tmp10
    tmp15 = tmp14 * tmp10
    tmp16 = tmp13 * tmp15
    tmp17 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp19 = tl.full([1, 1], 2.0, tl.float32)
    tmp20 = tmp4 * tmp19
    tmp21 = tmp18 * tmp20
    tmp22 = tmp11 + tmp21
    tmp23 = tmp22.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp22, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/3w/c3wzxuqtjzlcszbo7xa2ovxvl4obywj2xlldhcfgmxaeuqwwvot2.py
# Topologically Sorted Source Nodes: [view_90, linear_25, silu_3, mul_48, linear_26, mul_49, convert_element_type_151, reciprocal, mul_50, mul_51, sub, mul_52, add_34, mul_53, convert_element_type_153], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
# Source node to ATen node mapping:
#   add_34 => add_34
#   convert_element_type_151 => convert_element_type_151
#   convert_element_type_153 => convert_element_type_153
#   linear_25 => view_79
#   linear_26 => view_81
#   mul_48 => mul_48
#   mul_49 => mul_49
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_52 => mul_52
#   mul_53 => mul_53
#   reciprocal => reciprocal
#   silu_3 => add_29, convert_element_type_120, convert_element_type_121, div_3, exp_3, neg_11
#   sub => sub
#   view_90 => view_90
# Graph fragment:
#   %mm_32 : Tensor "bf16[512, 1376][1376, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %mm_25 : Tensor "bf16[512, 1376][1376, 1]cuda:0" = PlaceHolder[target=mm_25]
#   %mm_26 : Tensor "bf16[512, 1376][1376, 1]cuda:0" = PlaceHolder[target=mm_26]
#   %view_90 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [2, 256, 1376]), kwargs = {})
#   %view_79 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [2, 256, 1376]), kwargs = {})
#   %convert_element_type_120 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_79, torch.float32), kwargs = {})
#   %neg_11 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_120,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_11,), kwargs = {})
#   %add_29 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_120, %add_29), kwargs = {})
#   %convert_element_type_121 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %mul_48 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_90, %convert_element_type_121), kwargs = {})
#   %view_81 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_26, [2, 256, 1376]), kwargs = {})
#   %mul_49 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_90, %view_81), kwargs = {})
#   %convert_element_type_151 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_49, torch.float32), kwargs = {})
#   %reciprocal : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_29,), kwargs = {})
#   %mul_50 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_51 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_151, %mul_50), kwargs = {})
#   %sub : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_50), kwargs = {})
#   %mul_52 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_120, %sub), kwargs = {})
#   %add_34 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_52, 1), kwargs = {})
#   %mul_53 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_51, %add_34), kwargs = {})
#   %convert_element_type_153 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_53, torch.bfloat16), kwargs = {})
#   return %mul_48,%convert_element_type_153
triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9863168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 704512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 1376)
    x1 = xindex // 1376
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp10 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = -tmp2
    tmp4 = libdevice.exp(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = (tmp2 / tmp6)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp0 * tmp8
    tmp11 = tmp0 * tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.full([1], 1, tl.int32)
    tmp14 = (tmp13 / tmp6)
    tmp15 = tmp14 * tmp5
    tmp16 = tmp12 * tmp15
    tmp17 = tmp5 - tmp15
    tmp18 = tmp2 * tmp17
    tmp19 = tmp18 + tmp5
    tmp20 = tmp16 * tmp19
    tmp21 = tmp20.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 1408*x1), tmp9, None)
    tl.store(out_ptr1 + (x0 + 1408*x1), tmp21, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/wb/cwbegtjpikyrc3yu74li3e7durzutrt4xetv5f3fizwbpynxtxnb.py
# Topologically Sorted Source Nodes: [view_90, linear_25, silu_3, mul_48, view_91, mm_34], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
# Source node to ATen node mapping:
#   linear_25 => view_79
#   mm_34 => mm_34
#   mul_48 => mul_48
#   silu_3 => add_29, convert_element_type_120, convert_element_type_121, div_3, exp_3, neg_11
#   view_90 => view_90
#   view_91 => view_91
# Graph fragment:
#   %mul_48 : Tensor "bf16[2, 256, 1376][360448, 1408, 1]cuda:0" = PlaceHolder[target=mul_48]
#   %permute_56 : Tensor "bf16[1376, 512][512, 1]cuda:0" = PlaceHolder[target=permute_56]
#   %view_90 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [2, 256, 1376]), kwargs = {})
#   %view_79 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [2, 256, 1376]), kwargs = {})
#   %convert_element_type_120 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_79, torch.float32), kwargs = {})
#   %neg_11 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_120,), kwargs = {})
#   %exp_3 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_11,), kwargs = {})
#   %add_29 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_120, %add_29), kwargs = {})
#   %convert_element_type_121 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %mul_48 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_90, %convert_element_type_121), kwargs = {})
#   %view_91 : Tensor "bf16[512, 1376][1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_48, [512, 1376]), kwargs = {})
#   %mm_34 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_91, %permute_56), kwargs = {})
#   return %mm_34
triton_tem_fused__unsafe_view_mm_mul_silu_view_4 = async_compile.triton('triton_tem_fused__unsafe_view_mm_mul_silu_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_mm_mul_silu_view_4', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_mm_mul_silu_view_4(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 512
    N = 512
    K = 1376
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1408
    stride_ak = 1
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_mask = offs_k[None, :] < (K - k_idx * BLOCK_K)
        b_mask = offs_k[:, None] < (K - k_idx * BLOCK_K)

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 1376*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_n + 1408*idx_m, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)), mask=a_mask, other=0.0)

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex), mask=b_mask, other=0.0)


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/s5/cs5mieombptvgvmmfdrjvfsj7pcnfvkikg25up6eitji7dn5fynw.py
# Topologically Sorted Source Nodes: [view_92, convert_element_type_149, view_94, convert_element_type_158, add_35, hidden_states_37, mul_55, sum_3], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_35 => add_35
#   convert_element_type_149 => convert_element_type_149
#   convert_element_type_158 => convert_element_type_158
#   hidden_states_37 => mul_35
#   mul_55 => mul_55
#   sum_3 => sum_3
#   view_92 => view_92
#   view_94 => view_94
# Graph fragment:
#   %mm_34 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_34]
#   %mm_36 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_36]
#   %add_27 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_27]
#   %rsqrt_7 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %view_92 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_34, [2, 256, 512]), kwargs = {})
#   %convert_element_type_149 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_92, torch.float32), kwargs = {})
#   %view_94 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_36, [2, 256, 512]), kwargs = {})
#   %convert_element_type_158 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_94, torch.float32), kwargs = {})
#   %add_35 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_149, %convert_element_type_158), kwargs = {})
#   %mul_35 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_27, %rsqrt_7), kwargs = {})
#   %mul_55 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_35, %mul_35), kwargs = {})
#   %sum_3 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_55, [0, 1], True), kwargs = {dtype: torch.float32})
#   return %buf19
triton_red_fused__to_copy_add_mul_sum_view_5 = async_compile.triton('triton_red_fused__to_copy_add_mul_sum_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mul_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2113536, 'r0_': 2048}}
)
@triton.jit
def triton_red_fused__to_copy_add_mul_sum_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp5 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tmp1 + tmp3
        tmp7 = tmp5 * tmp6
        tmp8 = tmp4 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/7x/c7x57hmgtt7wg7crjwh3mek5nvbjwt7i3iuji2di5e3z7n2dhzcz.py
# Topologically Sorted Source Nodes: [view_92, convert_element_type_149, view_94, convert_element_type_158, add_35, mul_54, mul_56, mul_57, sum_4, add_36, pow_12, mul_58, mul_59, expand_14, div_5, pow_13, mul_60, mul_61, add_37, convert_element_type_160, view_96], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_35 => add_35
#   add_36 => add_36
#   add_37 => add_37
#   convert_element_type_149 => convert_element_type_149
#   convert_element_type_158 => convert_element_type_158
#   convert_element_type_160 => convert_element_type_160
#   div_5 => div_5
#   expand_14 => expand_14
#   mul_54 => mul_54
#   mul_56 => mul_56
#   mul_57 => mul_57
#   mul_58 => mul_58
#   mul_59 => mul_59
#   mul_60 => mul_60
#   mul_61 => mul_61
#   pow_12 => pow_12
#   pow_13 => pow_13
#   sum_4 => sum_4
#   view_92 => view_92
#   view_94 => view_94
#   view_96 => view_96
# Graph fragment:
#   %mm_34 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_34]
#   %mm_36 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_36]
#   %primals_36 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_36]
#   %add_27 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_27]
#   %add_32 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_32]
#   %rsqrt_7 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %sum_4 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_4]
#   %add_37 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_37]
#   %view_92 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_34, [2, 256, 512]), kwargs = {})
#   %convert_element_type_149 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_92, torch.float32), kwargs = {})
#   %view_94 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_36, [2, 256, 512]), kwargs = {})
#   %convert_element_type_158 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_94, torch.float32), kwargs = {})
#   %add_35 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_149, %convert_element_type_158), kwargs = {})
#   %mul_54 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_35, %primals_36), kwargs = {})
#   %mul_56 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_54, %add_27), kwargs = {})
#   %mul_57 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_54, %rsqrt_7), kwargs = {})
#   %sum_4 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_56, [2], True), kwargs = {dtype: torch.float32})
#   %add_36 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_32, %mul_57), kwargs = {})
#   %pow_12 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_7, 3), kwargs = {})
#   %mul_58 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_4, -0.5), kwargs = {})
#   %mul_59 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_58, %pow_12), kwargs = {})
#   %expand_14 : Tensor "f32[2, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_59, [2, 256, 512]), kwargs = {})
#   %div_5 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_14, 512), kwargs = {})
#   %pow_13 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_27, 1.0), kwargs = {})
#   %mul_60 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_13, 2.0), kwargs = {})
#   %mul_61 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_5, %mul_60), kwargs = {})
#   %add_37 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_36, %mul_61), kwargs = {})
#   %convert_element_type_160 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_37, torch.bfloat16), kwargs = {})
#   %view_96 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_160, [512, 512]), kwargs = {})
#   return %sum_4,%add_37,%view_96
triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6 = async_compile.triton('triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2048, 'r0_': 7342080}}
)
@triton.jit
def triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 + tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tmp6 * tmp14
    tmp16 = tmp13 + tmp15
    tmp17 = tl.full([1, 1], -0.5, tl.float32)
    tmp18 = tmp12 * tmp17
    tmp19 = tmp14 * tmp14
    tmp20 = tmp19 * tmp14
    tmp21 = tmp18 * tmp20
    tmp22 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tmp28 = tmp27.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp27, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/px/cpxtsudydo2ou2vmwfcqjpde2hjukle5phrwu6fz6ra7ogp2ijqc.py
# Topologically Sorted Source Nodes: [mm_38], Original ATen: [aten.mm]
# Source node to ATen node mapping:
#   mm_38 => mm_38
# Graph fragment:
#   %view_96 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_96]
#   %permute_64 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=permute_64]
#   %mm_38 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_96, %permute_64), kwargs = {})
#   return %mm_38
triton_tem_fused_mm_7 = async_compile.triton('triton_tem_fused_mm_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_7', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_7(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 512
    N = 512
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 512
    stride_ak = 1
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/qu/cquexgs4imr2jg4ou57pgtrxcfsbtwj2iy4vykrtn5whidpyad2c.py
# Topologically Sorted Source Nodes: [permute_62, transpose_16, reshape_11, attn_output_15, permute_65], Original ATen: [aten.t, aten.transpose, aten.view, aten.mm]
# Source node to ATen node mapping:
#   attn_output_15 => view_76
#   permute_62 => permute_62
#   permute_65 => mm_37
#   reshape_11 => view_75
#   transpose_16 => permute_40
# Graph fragment:
#   %view_96 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_96]
#   %getitem_27 : Tensor "bf16[2, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_27]
#   %permute_62 : Tensor "bf16[512, 512][1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_96, [1, 0]), kwargs = {})
#   %permute_40 : Tensor "bf16[2, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_27, [0, 2, 1, 3]), kwargs = {})
#   %view_75 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_40, [2, 256, -1]), kwargs = {})
#   %view_76 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_75, [512, 512]), kwargs = {})
#   %mm_37 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%permute_62, %view_76), kwargs = {})
#   return %mm_37
triton_tem_fused_mm_t_transpose_view_8 = async_compile.triton('triton_tem_fused_mm_t_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_mm_t_transpose_view_8', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_mm_t_transpose_view_8(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 512
    N = 512
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 512
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_m + 512*idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/bp/cbpisuxetxtm7fdy2q7z7xghvxigjokul6ldmdoz5omzwkpci4kb.py
# Topologically Sorted Source Nodes: [convert_element_type_167, view_100, sum_6, squeeze_1, slice_18, , freqs, emb, sin, sin_1, sin_3, mul_62, convert_element_type_170, slice_19, slice_20, neg_13, full_2, _generalized_scatter, _generalized_scatter_1, add_40, cos, cos_1, cos_3, mul_63, convert_element_type_171, add_41, permute_72, clone_15], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.slice_backward, aten.cos, aten.clone]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   _generalized_scatter => slice_scatter_default
#   _generalized_scatter_1 => slice_scatter_default_1
#   add_40 => add_40
#   add_41 => add_41
#   clone_15 => clone_15
#   convert_element_type_167 => convert_element_type_167
#   convert_element_type_170 => convert_element_type_170
#   convert_element_type_171 => convert_element_type_171
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   full_2 => full_default_8
#   mul_62 => mul_62
#   mul_63 => mul_63
#   neg_13 => neg_13
#   permute_72 => permute_72
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_18 => add_39
#   slice_19 => slice_19
#   slice_20 => slice_20
#   squeeze_1 => squeeze_1
#   sum_6 => sum_6
#   view_100 => view_100
# Graph fragment:
#   %tangents_8 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_8]
#   %getitem_37 : Tensor "bf16[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=getitem_37]
#   %mm_default : Tensor "f32[32, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_40 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0" = PlaceHolder[target=add_40]
#   %convert_element_type_167 : Tensor "f32[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_37, torch.float32), kwargs = {})
#   %view_100 : Tensor "f32[2, 4, 2, 256, 64][131072, 32768, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_167, [2, 4, 2, 256, 64]), kwargs = {})
#   %sum_6 : Tensor "f32[2, 4, 1, 256, 64][65536, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_100, [2], True), kwargs = {dtype: torch.float32})
#   %squeeze_1 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_6, 2), kwargs = {})
#   %add_39 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_8, %squeeze_1), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 256, 32][8192, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 256, 1, 32][8192, 1, 8192, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 256, 2, 32][8192, 1, 0, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 256, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 256, 2, 32][16384, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 256, 64]), kwargs = {})
#   %sin : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_62 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %unsqueeze_12), kwargs = {})
#   %convert_element_type_170 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_62, torch.bfloat16), kwargs = {})
#   %slice_19 : Tensor "bf16[2, 4, 256, 32][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_170, 3, 0, 32), kwargs = {})
#   %slice_20 : Tensor "bf16[2, 4, 256, 32][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_170, 3, 32, 64), kwargs = {})
#   %neg_13 : Tensor "bf16[2, 4, 256, 32][32768, 8192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_19,), kwargs = {})
#   %full_default_8 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_8, %neg_13, 3, 32, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_1 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_8, %slice_20, 3, 0, 32), kwargs = {})
#   %add_40 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default, %slice_scatter_default_1), kwargs = {})
#   %cos : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_63 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %unsqueeze_11), kwargs = {})
#   %convert_element_type_171 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_63, torch.bfloat16), kwargs = {})
#   %add_41 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_40, %convert_element_type_171), kwargs = {})
#   %permute_72 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_41, [0, 2, 1, 3]), kwargs = {})
#   %clone_15 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_72,), kwargs = {memory_format: torch.contiguous_format})
#   return %add_40,%clone_15
triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9 = async_compile.triton('triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'y': 32768, 'x': 3670016}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9(in_ptr0, in_ptr1, in_ptr2, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 2048
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y5 = yindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    y3 = ((yindex // 256) % 4)
    y4 = yindex // 1024
    tmp39 = tl.load(in_ptr0 + (x2 + 64*y5), xmask, eviction_policy='evict_last')
    tmp40 = tl.load(in_ptr1 + (x2 + 64*y0 + 32768*y1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp42 = tl.load(in_ptr1 + (16384 + x2 + 64*y0 + 32768*y1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp46 = tl.load(in_ptr2 + (y0 + 256*((x2 % 32))), xmask, eviction_policy='evict_last')
    tmp0 = x2
    tmp1 = tl.full([1, 1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x2 + 64*y5), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp4 = tl.load(in_ptr1 + ((-32) + x2 + 64*y0 + 32768*y1), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (16352 + x2 + 64*y0 + 32768*y1), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 + tmp7
    tmp9 = tmp3 + tmp8
    tmp10 = tl.load(in_ptr2 + (y0 + 256*((x2 % 32))), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl_math.sin(tmp10)
    tmp12 = tl.full([1, 1], 1.0, tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = tmp9 * tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = -tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp2, tmp16, tmp17)
    tmp19 = tl.full([1, 1], 0.0, tl.float32)
    tmp20 = tl.where(tmp2, tmp18, tmp19)
    tmp21 = tmp0 < tmp1
    tmp22 = tl.load(in_ptr0 + (32 + x2 + 64*y5), tmp21 & xmask, eviction_policy='evict_last', other=0.0)
    tmp23 = tl.load(in_ptr1 + (32 + x2 + 64*y0 + 32768*y1), tmp21 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (16416 + x2 + 64*y0 + 32768*y1), tmp21 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tmp24 + tmp26
    tmp28 = tmp22 + tmp27
    tmp29 = tl.load(in_ptr2 + (y0 + 256*((x2 % 32))), tmp21 & xmask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl_math.sin(tmp29)
    tmp31 = tl.full([1, 1], 1.0, tl.float32)
    tmp32 = tmp30 * tmp31
    tmp33 = tmp28 * tmp32
    tmp34 = tmp33.to(tl.float32)
    tmp35 = tl.full(tmp34.shape, 0.0, tmp34.dtype)
    tmp36 = tl.where(tmp21, tmp34, tmp35)
    tmp37 = tl.where(tmp21, tmp36, tmp19)
    tmp38 = tmp20 + tmp37
    tmp41 = tmp40.to(tl.float32)
    tmp43 = tmp42.to(tl.float32)
    tmp44 = tmp41 + tmp43
    tmp45 = tmp39 + tmp44
    tmp47 = tl_math.cos(tmp46)
    tmp48 = tl.full([1, 1], 1.0, tl.float32)
    tmp49 = tmp47 * tmp48
    tmp50 = tmp45 * tmp49
    tmp51 = tmp50.to(tl.float32)
    tmp52 = tmp38 + tmp51
    tl.store(out_ptr1 + (x2 + 64*y3 + 256*y0 + 65536*y4), tmp52, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/er/cerngtao724phauterijzfp3nlk23kk3wizqvo6ikxukwwl7qlrn.py
# Topologically Sorted Source Nodes: [convert_element_type_168, view_99, sum_5, squeeze, slice_17, convert_element_type_169, permute_67, clone_14], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_14 => clone_14
#   convert_element_type_168 => convert_element_type_168
#   convert_element_type_169 => convert_element_type_169
#   permute_67 => permute_67
#   slice_17 => add_38
#   squeeze => squeeze
#   sum_5 => sum_5
#   view_99 => view_99
# Graph fragment:
#   %tangents_7 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_7]
#   %getitem_38 : Tensor "bf16[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=getitem_38]
#   %convert_element_type_168 : Tensor "f32[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_38, torch.float32), kwargs = {})
#   %view_99 : Tensor "f32[2, 4, 2, 256, 64][131072, 32768, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_168, [2, 4, 2, 256, 64]), kwargs = {})
#   %sum_5 : Tensor "f32[2, 4, 1, 256, 64][65536, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_99, [2], True), kwargs = {dtype: torch.float32})
#   %squeeze : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_5, 2), kwargs = {})
#   %add_38 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_7, %squeeze), kwargs = {})
#   %convert_element_type_169 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_38, torch.bfloat16), kwargs = {})
#   %permute_67 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_169, [0, 2, 1, 3]), kwargs = {})
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_67,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_14
triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10 = async_compile.triton('triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1572864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x5 = (xindex % 16384)
    x6 = xindex // 16384
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 256)
    x2 = ((xindex // 16384) % 4)
    x3 = xindex // 65536
    tmp0 = tl.load(in_ptr0 + (x4), None)
    tmp1 = tl.load(in_ptr1 + (x5 + 32768*x6), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (16384 + x5 + 32768*x6), None).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tmp2 + tmp4
    tmp6 = tmp0 + tmp5
    tmp7 = tmp6.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 64*x2 + 256*x1 + 65536*x3), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/vu/cvubcgpk222cyqblla22hf7okgak52xv4sockgtd7jdnclexuswj.py
# Topologically Sorted Source Nodes: [convert_element_type_166, , freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, mul_64, convert_element_type_172, slice_21, slice_22, neg_14, full_4, _generalized_scatter_2, _generalized_scatter_3, add_42, mul_65, convert_element_type_173, add_43, permute_77, clone_16], Original ATen: [aten._to_copy, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.clone]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   _generalized_scatter_2 => slice_scatter_default_2
#   _generalized_scatter_3 => slice_scatter_default_3
#   add_42 => add_42
#   add_43 => add_43
#   clone_16 => clone_16
#   convert_element_type_166 => convert_element_type_166
#   convert_element_type_172 => convert_element_type_172
#   convert_element_type_173 => convert_element_type_173
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   full_4 => full_default_10
#   mul_64 => mul_64
#   mul_65 => mul_65
#   neg_14 => neg_14
#   permute_77 => permute_77
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_21 => slice_21
#   slice_22 => slice_22
# Graph fragment:
#   %getitem_36 : Tensor "bf16[2, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_36]
#   %mm_default : Tensor "f32[32, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %convert_element_type_166 : Tensor "f32[2, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_36, torch.float32), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 256, 32][8192, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 256, 1, 32][8192, 1, 8192, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 256, 2, 32][8192, 1, 0, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 256, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 256, 2, 32][16384, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 256, 64]), kwargs = {})
#   %sin : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %cos : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_64 : Tensor "f32[2, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_166, %unsqueeze_12), kwargs = {})
#   %convert_element_type_172 : Tensor "bf16[2, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_64, torch.bfloat16), kwargs = {})
#   %slice_21 : Tensor "bf16[2, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_172, 3, 0, 32), kwargs = {})
#   %slice_22 : Tensor "bf16[2, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_172, 3, 32, 64), kwargs = {})
#   %neg_14 : Tensor "bf16[2, 8, 256, 32][65536, 32, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_21,), kwargs = {})
#   %full_default_10 : Tensor "bf16[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.full.default](args = ([2, 8, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default_2 : Tensor "bf16[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %neg_14, 3, 32, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_3 : Tensor "bf16[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_10, %slice_22, 3, 0, 32), kwargs = {})
#   %add_42 : Tensor "bf16[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default_2, %slice_scatter_default_3), kwargs = {})
#   %mul_65 : Tensor "f32[2, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_166, %unsqueeze_11), kwargs = {})
#   %convert_element_type_173 : Tensor "bf16[2, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_65, torch.bfloat16), kwargs = {})
#   %add_43 : Tensor "bf16[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_42, %convert_element_type_173), kwargs = {})
#   %permute_77 : Tensor "bf16[2, 256, 8, 64][131072, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_43, [0, 2, 1, 3]), kwargs = {})
#   %clone_16 : Tensor "bf16[2, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_77,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_16
triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11 = async_compile.triton('triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 512}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'y': 32768, 'x': 2621440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
    xnumel = 512
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = (xindex % 64)
    x5 = xindex
    y4 = yindex
    y0 = (yindex % 256)
    tmp29 = tl.load(in_ptr0 + (x5 + 512*y4), xmask & ymask).to(tl.float32)
    tmp31 = tl.load(in_ptr1 + (y0 + 256*((x2 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp0 = x2
    tmp1 = tl.full([1, 1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x5 + 512*y4), tmp2 & xmask & ymask, other=0.0).to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (y0 + 256*((x2 % 32))), tmp2 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tl_math.sin(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp4 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tmp11 = -tmp10
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp2, tmp11, tmp12)
    tmp14 = tl.full([1, 1], 0.0, tl.float32)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp16 = tmp0 < tmp1
    tmp17 = tl.load(in_ptr0 + (32 + x5 + 512*y4), tmp16 & xmask & ymask, other=0.0).to(tl.float32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tl.load(in_ptr1 + (y0 + 256*((x2 % 32))), tmp16 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp20 = tl_math.sin(tmp19)
    tmp21 = tl.full([1, 1], 1.0, tl.float32)
    tmp22 = tmp20 * tmp21
    tmp23 = tmp18 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tmp25 = tl.full(tmp24.shape, 0.0, tmp24.dtype)
    tmp26 = tl.where(tmp16, tmp24, tmp25)
    tmp27 = tl.where(tmp16, tmp26, tmp14)
    tmp28 = tmp15 + tmp27
    tmp30 = tmp29.to(tl.float32)
    tmp32 = tl_math.cos(tmp31)
    tmp33 = tl.full([1, 1], 1.0, tl.float32)
    tmp34 = tmp32 * tmp33
    tmp35 = tmp30 * tmp34
    tmp36 = tmp35.to(tl.float32)
    tmp37 = tmp28 + tmp36
    tl.store(out_ptr0 + (x5 + 512*y4), tmp37, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/22/c225wqdtynpdnljgrvgdnnblgqvz6diygd2lkbx4ft3lbe4d6oph.py
# Topologically Sorted Source Nodes: [convert_element_type_168, view_99, sum_5, squeeze, slice_17, convert_element_type_169, permute_67, clone_14, view_101, view_102, permute_68, permute_71], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   clone_14 => clone_14
#   convert_element_type_168 => convert_element_type_168
#   convert_element_type_169 => convert_element_type_169
#   permute_67 => permute_67
#   permute_68 => permute_68
#   permute_71 => mm_39
#   slice_17 => add_38
#   squeeze => squeeze
#   sum_5 => sum_5
#   view_101 => view_101
#   view_102 => view_102
#   view_99 => view_99
# Graph fragment:
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0" = PlaceHolder[target=clone_14]
#   %view_64 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_64]
#   %convert_element_type_168 : Tensor "f32[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_38, torch.float32), kwargs = {})
#   %view_99 : Tensor "f32[2, 4, 2, 256, 64][131072, 32768, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_168, [2, 4, 2, 256, 64]), kwargs = {})
#   %sum_5 : Tensor "f32[2, 4, 1, 256, 64][65536, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_99, [2], True), kwargs = {dtype: torch.float32})
#   %squeeze : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_5, 2), kwargs = {})
#   %add_38 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_7, %squeeze), kwargs = {})
#   %convert_element_type_169 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_38, torch.bfloat16), kwargs = {})
#   %permute_67 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_169, [0, 2, 1, 3]), kwargs = {})
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_67,), kwargs = {memory_format: torch.contiguous_format})
#   %view_101 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [2, 256, 256]), kwargs = {})
#   %view_102 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_101, [512, 256]), kwargs = {})
#   %permute_68 : Tensor "bf16[256, 512][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_102, [1, 0]), kwargs = {})
#   %mm_39 : Tensor "bf16[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%permute_68, %view_64), kwargs = {})
#   return %mm_39
triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12 = async_compile.triton('triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 512
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 256
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_m + 256*idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/mt/cmtwidzaa22zcvcaoouyoubksqn55ybqzwctx4a3ztobln3axc5k.py
# Topologically Sorted Source Nodes: [convert_element_type_168, view_99, sum_5, squeeze, slice_17, convert_element_type_169, permute_67, clone_14, view_101, view_102, mm_40], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
# Source node to ATen node mapping:
#   clone_14 => clone_14
#   convert_element_type_168 => convert_element_type_168
#   convert_element_type_169 => convert_element_type_169
#   mm_40 => mm_40
#   permute_67 => permute_67
#   slice_17 => add_38
#   squeeze => squeeze
#   sum_5 => sum_5
#   view_101 => view_101
#   view_102 => view_102
#   view_99 => view_99
# Graph fragment:
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0" = PlaceHolder[target=clone_14]
#   %permute_70 : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=permute_70]
#   %convert_element_type_168 : Tensor "f32[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_38, torch.float32), kwargs = {})
#   %view_99 : Tensor "f32[2, 4, 2, 256, 64][131072, 32768, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_168, [2, 4, 2, 256, 64]), kwargs = {})
#   %sum_5 : Tensor "f32[2, 4, 1, 256, 64][65536, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_99, [2], True), kwargs = {dtype: torch.float32})
#   %squeeze : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_5, 2), kwargs = {})
#   %add_38 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_7, %squeeze), kwargs = {})
#   %convert_element_type_169 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_38, torch.bfloat16), kwargs = {})
#   %permute_67 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_169, [0, 2, 1, 3]), kwargs = {})
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_67,), kwargs = {memory_format: torch.contiguous_format})
#   %view_101 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [2, 256, 256]), kwargs = {})
#   %view_102 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_101, [512, 256]), kwargs = {})
#   %mm_40 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_102, %permute_70), kwargs = {})
#   return %mm_40
triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13 = async_compile.triton('triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 512
    N = 512
    K = 256
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 256
    stride_ak = 1
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 256*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/3u/c3unvbgdjztme5aq4eh5lfpshkc7yck65bk7usrzr3cpl6rreeuj.py
# Topologically Sorted Source Nodes: [view_103, convert_element_type_178, view_106, convert_element_type_184, add_44, view_109, convert_element_type_190, add_45, hidden_states_31, mul_67, sum_7], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_44 => add_44
#   add_45 => add_45
#   convert_element_type_178 => convert_element_type_178
#   convert_element_type_184 => convert_element_type_184
#   convert_element_type_190 => convert_element_type_190
#   hidden_states_31 => mul_29
#   mul_67 => mul_67
#   sum_7 => sum_7
#   view_103 => view_103
#   view_106 => view_106
#   view_109 => view_109
# Graph fragment:
#   %mm_40 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_40]
#   %mm_42 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_42]
#   %mm_44 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_44]
#   %add_23 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_23]
#   %rsqrt_6 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %view_103 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_40, [2, 256, 512]), kwargs = {})
#   %convert_element_type_178 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_103, torch.float32), kwargs = {})
#   %view_106 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_42, [2, 256, 512]), kwargs = {})
#   %convert_element_type_184 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_106, torch.float32), kwargs = {})
#   %add_44 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_178, %convert_element_type_184), kwargs = {})
#   %view_109 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_44, [2, 256, 512]), kwargs = {})
#   %convert_element_type_190 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_109, torch.float32), kwargs = {})
#   %add_45 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_44, %convert_element_type_190), kwargs = {})
#   %mul_29 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_23, %rsqrt_6), kwargs = {})
#   %mul_67 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_45, %mul_29), kwargs = {})
#   %sum_7 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_67, [0, 1], True), kwargs = {dtype: torch.float32})
#   return %buf44
triton_red_fused__to_copy_add_mul_sum_view_14 = async_compile.triton('triton_red_fused__to_copy_add_mul_sum_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_mul_sum_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2637824, 'r0_': 2048}}
)
@triton.jit
def triton_red_fused__to_copy_add_mul_sum_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp5 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp8 = tl.load(in_ptr3 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp9 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tmp1 + tmp3
        tmp6 = tmp5.to(tl.float32)
        tmp7 = tmp4 + tmp6
        tmp10 = tmp8 * tmp9
        tmp11 = tmp7 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/27/c27go7xgxzkajb3gnibifm2x2gasg6sqgdrzmjbyijv7urz3rg7o.py
# Topologically Sorted Source Nodes: [view_103, convert_element_type_178, view_106, convert_element_type_184, add_44, view_109, convert_element_type_190, add_45, mul_66, mul_68, mul_69, sum_8, add_46, pow_14, mul_70, mul_71, expand_15, div_6, pow_15, mul_72, mul_73, add_47, convert_element_type_192, view_111], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_44 => add_44
#   add_45 => add_45
#   add_46 => add_46
#   add_47 => add_47
#   convert_element_type_178 => convert_element_type_178
#   convert_element_type_184 => convert_element_type_184
#   convert_element_type_190 => convert_element_type_190
#   convert_element_type_192 => convert_element_type_192
#   div_6 => div_6
#   expand_15 => expand_15
#   mul_66 => mul_66
#   mul_68 => mul_68
#   mul_69 => mul_69
#   mul_70 => mul_70
#   mul_71 => mul_71
#   mul_72 => mul_72
#   mul_73 => mul_73
#   pow_14 => pow_14
#   pow_15 => pow_15
#   sum_8 => sum_8
#   view_103 => view_103
#   view_106 => view_106
#   view_109 => view_109
#   view_111 => view_111
# Graph fragment:
#   %mm_40 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_40]
#   %mm_42 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_42]
#   %mm_44 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_44]
#   %primals_31 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_31]
#   %add_23 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_23]
#   %add_37 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_37]
#   %rsqrt_6 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %sum_8 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_8]
#   %add_47 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_47]
#   %view_103 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_40, [2, 256, 512]), kwargs = {})
#   %convert_element_type_178 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_103, torch.float32), kwargs = {})
#   %view_106 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_42, [2, 256, 512]), kwargs = {})
#   %convert_element_type_184 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_106, torch.float32), kwargs = {})
#   %add_44 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_178, %convert_element_type_184), kwargs = {})
#   %view_109 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_44, [2, 256, 512]), kwargs = {})
#   %convert_element_type_190 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_109, torch.float32), kwargs = {})
#   %add_45 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_44, %convert_element_type_190), kwargs = {})
#   %mul_66 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_45, %primals_31), kwargs = {})
#   %mul_68 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %add_23), kwargs = {})
#   %mul_69 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %rsqrt_6), kwargs = {})
#   %sum_8 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_68, [2], True), kwargs = {dtype: torch.float32})
#   %add_46 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_37, %mul_69), kwargs = {})
#   %pow_14 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_6, 3), kwargs = {})
#   %mul_70 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_8, -0.5), kwargs = {})
#   %mul_71 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_70, %pow_14), kwargs = {})
#   %expand_15 : Tensor "f32[2, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_71, [2, 256, 512]), kwargs = {})
#   %div_6 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_15, 512), kwargs = {})
#   %pow_15 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_23, 1.0), kwargs = {})
#   %mul_72 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_15, 2.0), kwargs = {})
#   %mul_73 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_6, %mul_72), kwargs = {})
#   %add_47 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_46, %mul_73), kwargs = {})
#   %convert_element_type_192 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_47, torch.bfloat16), kwargs = {})
#   %view_111 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_192, [512, 512]), kwargs = {})
#   return %sum_8,%add_47,%view_111
triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15 = async_compile.triton('triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2048, 'r0_': 7866368}}
)
@triton.jit
def triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp16 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp17 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 + tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tmp4 + tmp6
    tmp9 = tmp7 * tmp8
    tmp11 = tmp9 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp18 = tmp9 * tmp17
    tmp19 = tmp16 + tmp18
    tmp20 = tl.full([1, 1], -0.5, tl.float32)
    tmp21 = tmp15 * tmp20
    tmp22 = tmp17 * tmp17
    tmp23 = tmp22 * tmp17
    tmp24 = tmp21 * tmp23
    tmp25 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp26 = tmp24 * tmp25
    tmp27 = tl.full([1, 1], 2.0, tl.float32)
    tmp28 = tmp10 * tmp27
    tmp29 = tmp26 * tmp28
    tmp30 = tmp19 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp30, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/s5/cs5h4gc3pxwl6oswrjbbjr24ibvxekbofats3zlpupkt7x2ddg7g.py
# Topologically Sorted Source Nodes: [convert_element_type_179], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_179 => convert_element_type_179
# Graph fragment:
#   %mm_39 : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=mm_39]
#   %convert_element_type_179 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_39, torch.float32), kwargs = {})
#   return %convert_element_type_179
triton_poi_fused__to_copy_16 = async_compile.triton('triton_poi_fused__to_copy_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1310720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/bs/cbsvfxykfv3bua7mdvju6begibe3xir7g2auhtlrzplyi3szc3hp.py
# Topologically Sorted Source Nodes: [convert_element_type_165], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_165 => convert_element_type_165
# Graph fragment:
#   %mm_37 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_37]
#   %convert_element_type_165 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_37, torch.float32), kwargs = {})
#   return %convert_element_type_165
triton_poi_fused__to_copy_17 = async_compile.triton('triton_poi_fused__to_copy_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2621440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_17(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/kv/ckvypzijqtnjbmbdqmsnen4te5ipqcr5aeuu36nnfxdzdnvqb3jx.py
# Topologically Sorted Source Nodes: [view_158, convert_element_type_308, view_160, convert_element_type_317, add_80, mul_132, attn_output_3, hidden_states_5, mul_134, mul_135, sum_22, add_81, pow_24, mul_136, mul_137, expand_20, div_11, pow_25, mul_138, mul_139, add_82, convert_element_type_319, view_162], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten._unsafe_view, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_80 => add_80
#   add_81 => add_81
#   add_82 => add_82
#   attn_output_3 => view_17
#   convert_element_type_308 => convert_element_type_308
#   convert_element_type_317 => convert_element_type_317
#   convert_element_type_319 => convert_element_type_319
#   div_11 => div_11
#   expand_20 => expand_20
#   hidden_states_5 => add_6
#   mul_132 => mul_132
#   mul_134 => mul_134
#   mul_135 => mul_135
#   mul_136 => mul_136
#   mul_137 => mul_137
#   mul_138 => mul_138
#   mul_139 => mul_139
#   pow_24 => pow_24
#   pow_25 => pow_25
#   sum_22 => sum_22
#   view_158 => view_158
#   view_160 => view_160
#   view_162 => view_162
# Graph fragment:
#   %mm_76 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_76]
#   %mm_78 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_78]
#   %primals_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_9]
#   %embedding : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %add_77 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_77]
#   %rsqrt_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_22 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_22]
#   %add_82 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_82]
#   %view_158 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_76, [2, 256, 512]), kwargs = {})
#   %convert_element_type_308 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_158, torch.float32), kwargs = {})
#   %view_160 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_78, [2, 256, 512]), kwargs = {})
#   %convert_element_type_317 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_160, torch.float32), kwargs = {})
#   %add_80 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_308, %convert_element_type_317), kwargs = {})
#   %mul_132 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_80, %primals_9), kwargs = {})
#   %view_17 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %mul_134 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, %add_6), kwargs = {})
#   %mul_135 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, %rsqrt_1), kwargs = {})
#   %sum_22 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_134, [2], True), kwargs = {dtype: torch.float32})
#   %add_81 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %mul_135), kwargs = {})
#   %pow_24 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_1, 3), kwargs = {})
#   %mul_136 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_22, -0.5), kwargs = {})
#   %mul_137 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_136, %pow_24), kwargs = {})
#   %expand_20 : Tensor "f32[2, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_137, [2, 256, 512]), kwargs = {})
#   %div_11 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_20, 512), kwargs = {})
#   %pow_25 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 1.0), kwargs = {})
#   %mul_138 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_25, 2.0), kwargs = {})
#   %mul_139 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_11, %mul_138), kwargs = {})
#   %add_82 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_81, %mul_139), kwargs = {})
#   %convert_element_type_319 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_82, torch.bfloat16), kwargs = {})
#   %view_162 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_319, [512, 512]), kwargs = {})
#   return %sum_22,%add_82,%view_162
triton_per_fused__to_copy__unsafe_view_add_div_expand_mul_pow_sum_view_18 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_div_expand_mul_pow_sum_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_div_expand_mul_pow_sum_view_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2048, 'r0_': 7866368}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_div_expand_mul_pow_sum_view_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp8 = tl.load(in_ptr4 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp16 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp17 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 + tmp3
    tmp6 = tmp4 * tmp5
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tmp7 + tmp9
    tmp11 = tmp6 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp18 = tmp6 * tmp17
    tmp19 = tmp16 + tmp18
    tmp20 = tl.full([1, 1], -0.5, tl.float32)
    tmp21 = tmp15 * tmp20
    tmp22 = tmp17 * tmp17
    tmp23 = tmp22 * tmp17
    tmp24 = tmp21 * tmp23
    tmp25 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp26 = tmp24 * tmp25
    tmp27 = tl.full([1, 1], 2.0, tl.float32)
    tmp28 = tmp10 * tmp27
    tmp29 = tmp26 * tmp28
    tmp30 = tmp19 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp30, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/z7/cz7syknwplmsu65c6ifjkjx6uo5pr4b5eegn5kdr5qkiayhjeul6.py
# Topologically Sorted Source Nodes: [permute_158, transpose_4, reshape_2, attn_output_3, permute_161, convert_element_type_324], Original ATen: [aten.t, aten.transpose, aten.view, aten.mm, aten._to_copy]
# Source node to ATen node mapping:
#   attn_output_3 => view_16
#   convert_element_type_324 => convert_element_type_324
#   permute_158 => permute_158
#   permute_161 => mm_79
#   reshape_2 => view_15
#   transpose_4 => permute_7
# Graph fragment:
#   %view_162 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_162]
#   %getitem : Tensor "bf16[2, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem]
#   %mm_79 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_79]
#   %permute_158 : Tensor "bf16[512, 512][1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_162, [1, 0]), kwargs = {})
#   %permute_7 : Tensor "bf16[2, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem, [0, 2, 1, 3]), kwargs = {})
#   %view_15 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_7, [2, 256, -1]), kwargs = {})
#   %view_16 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_15, [512, 512]), kwargs = {})
#   %mm_79 : Tensor "bf16[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%permute_158, %view_16), kwargs = {})
#   %convert_element_type_324 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_79, torch.float32), kwargs = {})
#   return %mm_79,%convert_element_type_324
triton_tem_fused__to_copy_mm_t_transpose_view_19 = async_compile.triton('triton_tem_fused__to_copy_mm_t_transpose_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_t_transpose_view_19', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_t_transpose_view_19(arg_A, arg_B, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 512
    N = 512
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 512
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_m + 512*idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tmp0 = acc.to(tl.float32)
    tl.store(out_ptr1 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp0, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/63/c633bh6xhgfe3uajlka3q3pmhlkxfxunxtkwmt4gikdgkz2gogqh.py
# Topologically Sorted Source Nodes: [view_158, convert_element_type_308, view_160, convert_element_type_317, add_80, attn_output_3, hidden_states_5, hidden_states_7, mul_133, sum_21, view_169, convert_element_type_337, view_172, convert_element_type_343, add_89, view_175, convert_element_type_349, add_90, hidden_states_1, mul_145, sum_25], Original ATen: [aten.view, aten._to_copy, aten.add, aten._unsafe_view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_80 => add_80
#   add_89 => add_89
#   add_90 => add_90
#   attn_output_3 => view_17
#   convert_element_type_308 => convert_element_type_308
#   convert_element_type_317 => convert_element_type_317
#   convert_element_type_337 => convert_element_type_337
#   convert_element_type_343 => convert_element_type_343
#   convert_element_type_349 => convert_element_type_349
#   hidden_states_1 => mul_2
#   hidden_states_5 => add_6
#   hidden_states_7 => mul_8
#   mul_133 => mul_133
#   mul_145 => mul_145
#   sum_21 => sum_21
#   sum_25 => sum_25
#   view_158 => view_158
#   view_160 => view_160
#   view_169 => view_169
#   view_172 => view_172
#   view_175 => view_175
# Graph fragment:
#   %mm_76 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_76]
#   %mm_78 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_78]
#   %embedding : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %rsqrt_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_82 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_82]
#   %mm_84 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_84]
#   %mm_86 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_86]
#   %rsqrt : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_158 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_76, [2, 256, 512]), kwargs = {})
#   %convert_element_type_308 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_158, torch.float32), kwargs = {})
#   %view_160 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_78, [2, 256, 512]), kwargs = {})
#   %convert_element_type_317 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_160, torch.float32), kwargs = {})
#   %add_80 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_308, %convert_element_type_317), kwargs = {})
#   %view_17 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %mul_8 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_1), kwargs = {})
#   %mul_133 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_80, %mul_8), kwargs = {})
#   %sum_21 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_133, [0, 1], True), kwargs = {dtype: torch.float32})
#   %view_169 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_82, [2, 256, 512]), kwargs = {})
#   %convert_element_type_337 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_169, torch.float32), kwargs = {})
#   %view_172 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_84, [2, 256, 512]), kwargs = {})
#   %convert_element_type_343 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_172, torch.float32), kwargs = {})
#   %add_89 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_337, %convert_element_type_343), kwargs = {})
#   %view_175 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_86, [2, 256, 512]), kwargs = {})
#   %convert_element_type_349 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_175, torch.float32), kwargs = {})
#   %add_90 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_89, %convert_element_type_349), kwargs = {})
#   %mul_2 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_145 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_90, %mul_2), kwargs = {})
#   %sum_25 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_145, [0, 1], True), kwargs = {dtype: torch.float32})
#   return %buf142,%buf167
triton_red_fused__to_copy__unsafe_view_add_mul_sum_view_20 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_mul_sum_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_mul_sum_view_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4227072, 'r0_': 4096}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_mul_sum_view_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp5 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr3 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr5 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp17 = tl.load(in_ptr6 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.load(in_ptr7 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp23 = tl.load(in_ptr8 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tmp1 + tmp3
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tmp5 + tmp7
        tmp10 = tmp8 * tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
        tmp16 = tmp15.to(tl.float32)
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tmp16 + tmp18
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 + tmp21
        tmp24 = tmp5 * tmp23
        tmp25 = tmp22 * tmp24
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp13, xmask)
    tl.store(out_ptr1 + (x3), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/en/cen47dj42uhi3jh7wtrodimakljwvheclkgovzc2xf7kjh6gnsol.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_3, convert_element_type_326, view_166, sum_24, squeeze_7, slice_36, mul_141, convert_element_type_330, add_86, permute_168, clone_24, view_170, view_171, permute_169, permute_172, convert_element_type_344], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.clone, aten._unsafe_view, aten.t, aten.mm]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   add_86 => add_86
#   clone_24 => clone_24
#   convert_element_type_326 => convert_element_type_326
#   convert_element_type_330 => convert_element_type_330
#   convert_element_type_344 => convert_element_type_344
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   mul_141 => mul_141
#   permute_168 => permute_168
#   permute_169 => permute_169
#   permute_172 => mm_83
#   slice_36 => add_84
#   squeeze_7 => squeeze_7
#   sum_24 => sum_24
#   view_166 => view_166
#   view_170 => view_170
#   view_171 => view_171
# Graph fragment:
#   %clone_24 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0" = PlaceHolder[target=clone_24]
#   %view_4 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_4]
#   %mm_83 : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=mm_83]
#   %unsqueeze_default : Tensor "f32[1, 32, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 256, 32][8192, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 256, 1, 32][8192, 1, 8192, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 256, 2, 32][8192, 1, 0, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 256, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 256, 2, 32][16384, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 256, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %convert_element_type_326 : Tensor "f32[2, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_46, torch.float32), kwargs = {})
#   %view_166 : Tensor "f32[2, 4, 2, 256, 64][131072, 32768, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_326, [2, 4, 2, 256, 64]), kwargs = {})
#   %sum_24 : Tensor "f32[2, 4, 1, 256, 64][65536, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_166, [2], True), kwargs = {dtype: torch.float32})
#   %squeeze_7 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_24, 2), kwargs = {})
#   %add_84 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_2, %squeeze_7), kwargs = {})
#   %mul_141 : Tensor "f32[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_84, %unsqueeze_11), kwargs = {})
#   %convert_element_type_330 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_141, torch.bfloat16), kwargs = {})
#   %add_86 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_85, %convert_element_type_330), kwargs = {})
#   %permute_168 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_86, [0, 2, 1, 3]), kwargs = {})
#   %clone_24 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_168,), kwargs = {memory_format: torch.contiguous_format})
#   %view_170 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_24, [2, 256, 256]), kwargs = {})
#   %view_171 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_170, [512, 256]), kwargs = {})
#   %permute_169 : Tensor "bf16[256, 512][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_171, [1, 0]), kwargs = {})
#   %mm_83 : Tensor "bf16[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%permute_169, %view_4), kwargs = {})
#   %convert_element_type_344 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_83, torch.float32), kwargs = {})
#   return %mm_83,%convert_element_type_344
triton_tem_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_mm_mul_squeeze_sum_t_transpose_unsqueeze_view_21 = async_compile.triton('triton_tem_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_mm_mul_squeeze_sum_t_transpose_unsqueeze_view_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_mm_mul_squeeze_sum_t_transpose_unsqueeze_view_21', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_mm_mul_squeeze_sum_t_transpose_unsqueeze_view_21(arg_A, arg_B, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 512
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 256
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_m + 256*idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tmp0 = acc.to(tl.float32)
    tl.store(out_ptr1 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp0, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/i3/ci3pnku5sxuy4j4lhg6pwi5sjjstye7bcgvfcten7lkwxmxyy6gd.py
# Topologically Sorted Source Nodes: [permute_146, permute_149, convert_element_type_303], Original ATen: [aten.t, aten.mm, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_303 => convert_element_type_303
#   permute_146 => permute_146
#   permute_149 => mm_73
# Graph fragment:
#   %view_155 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_155]
#   %view_22 : Tensor "bf16[512, 1376][1408, 1]cuda:0" = PlaceHolder[target=view_22]
#   %mm_73 : Tensor "bf16[512, 1376][1376, 1]cuda:0" = PlaceHolder[target=mm_73]
#   %permute_146 : Tensor "bf16[512, 512][1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_155, [1, 0]), kwargs = {})
#   %mm_73 : Tensor "bf16[512, 1376][1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%permute_146, %view_22), kwargs = {})
#   %convert_element_type_303 : Tensor "f32[512, 1376][1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_73, torch.float32), kwargs = {})
#   return %mm_73,%convert_element_type_303
triton_tem_fused__to_copy_mm_t_22 = async_compile.triton('triton_tem_fused__to_copy_mm_t_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_t_22', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_t_22(arg_A, arg_B, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 512
    N = 1376
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 512
    stride_bk = 1408
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_m + 512*idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1376*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_n + 1408*idx_m, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1376*idx_m
    tmp0 = acc.to(tl.float32)
    tl.store(out_ptr1 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp0, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/wv/cwvqnvrbtgubia2sqmugtwfukx2luqi2i622hgygboee3rscmeop.py
# Topologically Sorted Source Nodes: [view_156, linear_4, silu, linear_5, mul_127, convert_element_type_310, reciprocal_3, mul_128, mul_129, sub_3, mul_130, add_79, mul_131, convert_element_type_312, view_159, permute_154, permute_157, convert_element_type_318], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm, aten._to_copy]
# Source node to ATen node mapping:
#   add_79 => add_79
#   convert_element_type_310 => convert_element_type_310
#   convert_element_type_312 => convert_element_type_312
#   convert_element_type_318 => convert_element_type_318
#   linear_4 => view_19
#   linear_5 => view_21
#   mul_127 => mul_127
#   mul_128 => mul_128
#   mul_129 => mul_129
#   mul_130 => mul_130
#   mul_131 => mul_131
#   permute_154 => permute_154
#   permute_157 => mm_77
#   reciprocal_3 => reciprocal_3
#   silu => add_8, convert_element_type_24, exp, neg_2
#   sub_3 => sub_3
#   view_156 => view_156
#   view_159 => view_159
# Graph fragment:
#   %convert_element_type_312 : Tensor "bf16[2, 256, 1376][360448, 1408, 1]cuda:0" = PlaceHolder[target=convert_element_type_312]
#   %view_18 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_18]
#   %mm_77 : Tensor "bf16[1376, 512][512, 1]cuda:0" = PlaceHolder[target=mm_77]
#   %view_156 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_74, [2, 256, 1376]), kwargs = {})
#   %view_19 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 256, 1376]), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %neg_2 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_24,), kwargs = {})
#   %exp : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %view_21 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 256, 1376]), kwargs = {})
#   %mul_127 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_156, %view_21), kwargs = {})
#   %convert_element_type_310 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_127, torch.float32), kwargs = {})
#   %reciprocal_3 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_8,), kwargs = {})
#   %mul_128 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %mul_129 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_310, %mul_128), kwargs = {})
#   %sub_3 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_128), kwargs = {})
#   %mul_130 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_24, %sub_3), kwargs = {})
#   %add_79 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_130, 1), kwargs = {})
#   %mul_131 : Tensor "f32[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_129, %add_79), kwargs = {})
#   %convert_element_type_312 : Tensor "bf16[2, 256, 1376][352256, 1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_131, torch.bfloat16), kwargs = {})
#   %view_159 : Tensor "bf16[512, 1376][1376, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_312, [512, 1376]), kwargs = {})
#   %permute_154 : Tensor "bf16[1376, 512][1, 1376]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_159, [1, 0]), kwargs = {})
#   %mm_77 : Tensor "bf16[1376, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%permute_154, %view_18), kwargs = {})
#   %convert_element_type_318 : Tensor "f32[1376, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_77, torch.float32), kwargs = {})
#   return %mm_77,%convert_element_type_318
triton_tem_fused__to_copy__unsafe_view_mm_mul_silu_silu_backward_t_view_23 = async_compile.triton('triton_tem_fused__to_copy__unsafe_view_mm_mul_silu_silu_backward_t_view_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy__unsafe_view_mm_mul_silu_silu_backward_t_view_23', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 128, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy__unsafe_view_mm_mul_silu_silu_backward_t_view_23(arg_A, arg_B, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 1376
    N = 512
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 1408
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_m + 1408*idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tmp0 = acc.to(tl.float32)
    tl.store(out_ptr1 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp0, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/it/citd3m7fpplcwoqsxxpcyjcn6r4yp2i6wlp2gjbtf6fb35ebuckr.py
# Topologically Sorted Source Nodes: [convert_element_type_144], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_144 => convert_element_type_144
# Graph fragment:
#   %mm_31 : Tensor "bf16[512, 1376][1376, 1]cuda:0" = PlaceHolder[target=mm_31]
#   %convert_element_type_144 : Tensor "f32[512, 1376][1376, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_31, torch.float32), kwargs = {})
#   return %convert_element_type_144
triton_poi_fused__to_copy_24 = async_compile.triton('triton_poi_fused__to_copy_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 7045120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_24(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 704512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/vh/cvhsg3hlmjkcgbcylyhrgpaudyb3sugvbcibvjwbsyfor2qpe4fp.py
# Topologically Sorted Source Nodes: [view_86, permute_46, permute_49, convert_element_type_138], Original ATen: [aten.view, aten.t, aten.mm, aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_138 => convert_element_type_138
#   permute_46 => permute_46
#   permute_49 => mm_29
#   view_86 => view_86
# Graph fragment:
#   %tangents_9 : Tensor "bf16[2, 256, 4096][1048576, 4096, 1]cuda:0" = PlaceHolder[target=tangents_9]
#   %view_84 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=view_84]
#   %mm_29 : Tensor "bf16[4096, 512][512, 1]cuda:0" = PlaceHolder[target=mm_29]
#   %view_86 : Tensor "bf16[512, 4096][4096, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_9, [512, 4096]), kwargs = {})
#   %permute_46 : Tensor "bf16[4096, 512][1, 4096]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_86, [1, 0]), kwargs = {})
#   %mm_29 : Tensor "bf16[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%permute_46, %view_84), kwargs = {})
#   %convert_element_type_138 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_29, torch.float32), kwargs = {})
#   return %mm_29,%convert_element_type_138
triton_tem_fused__to_copy_mm_t_view_25 = async_compile.triton('triton_tem_fused__to_copy_mm_t_view_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_t_view_25', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 128, 'BLOCK_N': 128, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_t_view_25(arg_A, arg_B, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 128
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 4096
    N = 512
    K = 512
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 4096
    stride_bk = 512
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 512*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_m + 4096*idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 512*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 512*idx_m
    tmp0 = acc.to(tl.float32)
    tl.store(out_ptr1 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp0, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/bl/cbly6hbxysdukvvcizg6ssqhfbylfhinzfixpraqeovauzozcgd6.py
# Topologically Sorted Source Nodes: [full_24], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_24 => full_default_25
# Graph fragment:
#   %full_default_25 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([4096, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_26 = async_compile.triton('triton_poi_fused_embedding_dense_backward_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 16777216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_26(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mafull_llama4_autocast_train_499/iv/civq2cegykig5ovrzg56yk7f2ixuqyh2kcnndswgu7u2csr6avj7.py
# Topologically Sorted Source Nodes: [view_169, convert_element_type_337, view_172, convert_element_type_343, add_89, view_175, convert_element_type_349, add_90, mul_144, mul_146, mul_147, sum_26, add_91, pow_26, mul_148, mul_149, expand_21, div_12, pow_27, mul_150, mul_151, add_92, eq, unsqueeze_27, scalar_tensor_8, where_4, full_24, index_put], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_89 => add_89
#   add_90 => add_90
#   add_91 => add_91
#   add_92 => add_92
#   convert_element_type_337 => convert_element_type_337
#   convert_element_type_343 => convert_element_type_343
#   convert_element_type_349 => convert_element_type_349
#   div_12 => div_12
#   eq => eq
#   expand_21 => expand_21
#   full_24 => full_default_25
#   index_put => index_put
#   mul_144 => mul_144
#   mul_146 => mul_146
#   mul_147 => mul_147
#   mul_148 => mul_148
#   mul_149 => mul_149
#   mul_150 => mul_150
#   mul_151 => mul_151
#   pow_26 => pow_26
#   pow_27 => pow_27
#   scalar_tensor_8 => full_default_24
#   sum_26 => sum_26
#   unsqueeze_27 => unsqueeze_27
#   view_169 => view_169
#   view_172 => view_172
#   view_175 => view_175
#   where_4 => where_4
# Graph fragment:
#   %mm_82 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_82]
#   %mm_84 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_84]
#   %mm_86 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_86]
#   %primals_4 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_4]
#   %embedding : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %primals_1 : Tensor "i64[2, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %add_82 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_82]
#   %rsqrt : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_26 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_26]
#   %where_4 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=where_4]
#   %index_put : Tensor "f32[4096, 512][512, 1]cuda:0" = PlaceHolder[target=index_put]
#   %view_169 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_82, [2, 256, 512]), kwargs = {})
#   %convert_element_type_337 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_169, torch.float32), kwargs = {})
#   %view_172 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_84, [2, 256, 512]), kwargs = {})
#   %convert_element_type_343 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_172, torch.float32), kwargs = {})
#   %add_89 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_337, %convert_element_type_343), kwargs = {})
#   %view_175 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_86, [2, 256, 512]), kwargs = {})
#   %convert_element_type_349 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_175, torch.float32), kwargs = {})
#   %add_90 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_89, %convert_element_type_349), kwargs = {})
#   %mul_144 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_90, %primals_4), kwargs = {})
#   %mul_146 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %embedding), kwargs = {})
#   %mul_147 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %rsqrt), kwargs = {})
#   %sum_26 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_146, [2], True), kwargs = {dtype: torch.float32})
#   %add_91 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_82, %mul_147), kwargs = {})
#   %pow_26 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt, 3), kwargs = {})
#   %mul_148 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_26, -0.5), kwargs = {})
#   %mul_149 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_148, %pow_26), kwargs = {})
#   %expand_21 : Tensor "f32[2, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_149, [2, 256, 512]), kwargs = {})
#   %div_12 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_21, 512), kwargs = {})
#   %pow_27 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 1.0), kwargs = {})
#   %mul_150 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_27, 2.0), kwargs = {})
#   %mul_151 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_12, %mul_150), kwargs = {})
#   %add_92 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_91, %mul_151), kwargs = {})
#   %eq : Tensor "b8[2, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "b8[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %full_default_24 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_27, %full_default_24, %add_92), kwargs = {})
#   %full_default_25 : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([4096, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[4096, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_25, [%primals_1], %where_4, True), kwargs = {})
#   return %sum_26,%where_4,%buf172
triton_per_fused__to_copy_add_div_embedding_dense_backward_expand_mul_pow_sum_view_27 = async_compile.triton('triton_per_fused__to_copy_add_div_embedding_dense_backward_expand_mul_pow_sum_view_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_div_embedding_dense_backward_expand_mul_pow_sum_view_27', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 6144, 'r0_': 3672064}}
)
@triton.jit
def triton_per_fused__to_copy_add_div_embedding_dense_backward_expand_mul_pow_sum_view_27(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp20 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 + tmp3
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tmp4 + tmp6
    tmp9 = tmp7 * tmp8
    tmp11 = tmp9 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], -1, tl.int64)
    tmp18 = tmp16 == tmp17
    tmp21 = tmp9 * tmp20
    tmp22 = tmp19 + tmp21
    tmp23 = tl.full([1, 1], -0.5, tl.float32)
    tmp24 = tmp15 * tmp23
    tmp25 = tmp20 * tmp20
    tmp26 = tmp25 * tmp20
    tmp27 = tmp24 * tmp26
    tmp28 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tl.full([1, 1], 2.0, tl.float32)
    tmp31 = tmp10 * tmp30
    tmp32 = tmp29 * tmp31
    tmp33 = tmp22 + tmp32
    tmp34 = tl.full([1, 1], 0.0, tl.float32)
    tmp35 = tl.where(tmp18, tmp34, tmp33)
    tmp36 = tl.full([1, 1], 4096, tl.int32)
    tmp37 = tmp16 + tmp36
    tmp38 = tmp16 < 0
    tmp39 = tl.where(tmp38, tmp37, tmp16)
    tl.device_assert(((0 <= tmp39) & (tmp39 < 4096)) | ~(xmask), "index out of bounds: 0 <= tmp39 < 4096")
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(r0_1 + 512*tmp39, [XBLOCK, R0_BLOCK])), tmp35, xmask, sem='relaxed')
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_4, primals_9, primals_13, primals_18, primals_22, primals_27, primals_31, primals_36, primals_40, embedding, mm_default, rsqrt, view_4, convert_element_type_14, convert_element_type_15, convert_element_type_16, where, getitem, getitem_1, getitem_6, getitem_7, mm_3, rsqrt_1, view_18, mm_4, mm_5, view_22, add_9, rsqrt_2, view_24, convert_element_type_46, convert_element_type_47, convert_element_type_48, getitem_9, getitem_10, getitem_15, getitem_16, add_13, rsqrt_3, view_38, mm_11, mm_12, view_42, add_16, rsqrt_4, view_44, convert_element_type_78, convert_element_type_79, convert_element_type_80, getitem_18, getitem_19, getitem_24, getitem_25, add_20, rsqrt_5, view_58, mm_18, mm_19, view_62, add_23, rsqrt_6, view_64, convert_element_type_110, convert_element_type_111, convert_element_type_112, getitem_27, getitem_28, getitem_33, getitem_34, add_27, rsqrt_7, view_78, mm_25, mm_26, view_82, add_30, rsqrt_8, view_84, permute_48, permute_52, permute_56, permute_60, permute_64, permute_70, permute_75, permute_80, permute_84, permute_88, permute_92, permute_96, permute_102, permute_107, permute_112, permute_116, permute_120, permute_124, permute_128, permute_134, permute_139, permute_144, permute_148, permute_152, permute_156, permute_160, permute_166, permute_171, permute_176, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9 = args
        args.clear()
        assert_size_stride(primals_1, (2, 256), (256, 1))
        assert_size_stride(primals_4, (512, ), (1, ))
        assert_size_stride(primals_9, (512, ), (1, ))
        assert_size_stride(primals_13, (512, ), (1, ))
        assert_size_stride(primals_18, (512, ), (1, ))
        assert_size_stride(primals_22, (512, ), (1, ))
        assert_size_stride(primals_27, (512, ), (1, ))
        assert_size_stride(primals_31, (512, ), (1, ))
        assert_size_stride(primals_36, (512, ), (1, ))
        assert_size_stride(primals_40, (512, ), (1, ))
        assert_size_stride(embedding, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(mm_default, (32, 256), (256, 1))
        assert_size_stride(rsqrt, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_4, (512, 512), (512, 1))
        assert_size_stride(convert_element_type_14, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_15, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_16, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(where, (2, 1, 256, 256), (65536, 65536, 256, 1))
        assert_size_stride(getitem, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_1, (2, 8, 256, 1), (2048, 256, 1, 1))
        assert_size_stride(getitem_6, (), ())
        assert_size_stride(getitem_7, (), ())
        assert_size_stride(mm_3, (512, 512), (512, 1))
        assert_size_stride(rsqrt_1, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_18, (512, 512), (512, 1))
        assert_size_stride(mm_4, (512, 1376), (1376, 1))
        assert_size_stride(mm_5, (512, 1376), (1376, 1))
        assert_size_stride(view_22, (512, 1376), (1408, 1))
        assert_size_stride(add_9, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(rsqrt_2, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_24, (512, 512), (512, 1))
        assert_size_stride(convert_element_type_46, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_47, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_48, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_9, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_10, (2, 8, 256, 1), (2048, 256, 1, 1))
        assert_size_stride(getitem_15, (), ())
        assert_size_stride(getitem_16, (), ())
        assert_size_stride(add_13, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(rsqrt_3, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_38, (512, 512), (512, 1))
        assert_size_stride(mm_11, (512, 1376), (1376, 1))
        assert_size_stride(mm_12, (512, 1376), (1376, 1))
        assert_size_stride(view_42, (512, 1376), (1408, 1))
        assert_size_stride(add_16, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(rsqrt_4, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_44, (512, 512), (512, 1))
        assert_size_stride(convert_element_type_78, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_79, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_80, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_18, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_19, (2, 8, 256, 1), (2048, 256, 1, 1))
        assert_size_stride(getitem_24, (), ())
        assert_size_stride(getitem_25, (), ())
        assert_size_stride(add_20, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(rsqrt_5, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_58, (512, 512), (512, 1))
        assert_size_stride(mm_18, (512, 1376), (1376, 1))
        assert_size_stride(mm_19, (512, 1376), (1376, 1))
        assert_size_stride(view_62, (512, 1376), (1408, 1))
        assert_size_stride(add_23, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(rsqrt_6, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_64, (512, 512), (512, 1))
        assert_size_stride(convert_element_type_110, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_111, (2, 8, 256, 64), (131072, 16384, 64, 1))
        assert_size_stride(convert_element_type_112, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_27, (2, 8, 256, 64), (131072, 64, 512, 1))
        assert_size_stride(getitem_28, (2, 8, 256, 1), (2048, 256, 1, 1))
        assert_size_stride(getitem_33, (), ())
        assert_size_stride(getitem_34, (), ())
        assert_size_stride(add_27, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(rsqrt_7, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_78, (512, 512), (512, 1))
        assert_size_stride(mm_25, (512, 1376), (1376, 1))
        assert_size_stride(mm_26, (512, 1376), (1376, 1))
        assert_size_stride(view_82, (512, 1376), (1408, 1))
        assert_size_stride(add_30, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(rsqrt_8, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_84, (512, 512), (512, 1))
        assert_size_stride(permute_48, (4096, 512), (512, 1))
        assert_size_stride(permute_52, (512, 1376), (1408, 1))
        assert_size_stride(permute_56, (1376, 512), (512, 1))
        assert_size_stride(permute_60, (1376, 512), (512, 1))
        assert_size_stride(permute_64, (512, 512), (512, 1))
        assert_size_stride(permute_70, (256, 512), (512, 1))
        assert_size_stride(permute_75, (256, 512), (512, 1))
        assert_size_stride(permute_80, (512, 512), (512, 1))
        assert_size_stride(permute_84, (512, 1376), (1408, 1))
        assert_size_stride(permute_88, (1376, 512), (512, 1))
        assert_size_stride(permute_92, (1376, 512), (512, 1))
        assert_size_stride(permute_96, (512, 512), (512, 1))
        assert_size_stride(permute_102, (256, 512), (512, 1))
        assert_size_stride(permute_107, (256, 512), (512, 1))
        assert_size_stride(permute_112, (512, 512), (512, 1))
        assert_size_stride(permute_116, (512, 1376), (1408, 1))
        assert_size_stride(permute_120, (1376, 512), (512, 1))
        assert_size_stride(permute_124, (1376, 512), (512, 1))
        assert_size_stride(permute_128, (512, 512), (512, 1))
        assert_size_stride(permute_134, (256, 512), (512, 1))
        assert_size_stride(permute_139, (256, 512), (512, 1))
        assert_size_stride(permute_144, (512, 512), (512, 1))
        assert_size_stride(permute_148, (512, 1376), (1408, 1))
        assert_size_stride(permute_152, (1376, 512), (512, 1))
        assert_size_stride(permute_156, (1376, 512), (512, 1))
        assert_size_stride(permute_160, (512, 512), (512, 1))
        assert_size_stride(permute_166, (256, 512), (512, 1))
        assert_size_stride(permute_171, (256, 512), (512, 1))
        assert_size_stride(permute_176, (512, 512), (512, 1))
        assert_size_stride(tangents_1, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_2, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_3, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_4, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_5, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_6, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_7, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_8, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_9, (2, 256, 4096), (1048576, 4096, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_86, mm_30], Original ATen: [aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(reinterpret_tensor(tangents_9, (512, 4096), (4096, 1), 0), permute_48, out=buf1)
            del permute_48
            buf3 = empty_strided_cuda((1, 1, 512, 4), (2048, 2048, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_87, convert_element_type_137, hidden_states_41, mul_41, sum_1], Original ATen: [aten.view, aten._to_copy, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy_mul_sum_view_0:2
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_mul_sum_view_0.run(buf1, add_30, rsqrt_8, buf3, 2048, 128, stream=stream0)
            buf4 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_87, convert_element_type_137, hidden_states_41, mul_41, sum_1], Original ATen: [aten.view, aten._to_copy, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:3
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf3, buf4, 512, 4, stream=stream0)
            buf6 = add_30; del add_30  # reuse
            buf7 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_87, convert_element_type_137, mul_40, mul_42, mul_43, sum_2, pow_10, mul_44, mul_45, expand_13, div_4, pow_11, mul_46, mul_47, add_32, convert_element_type_139, view_89], Original ATen: [aten.view, aten._to_copy, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_2:4
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_2.run(buf6, buf1, primals_40, rsqrt_8, buf7, 512, 512, stream=stream0)
            del primals_40
            del rsqrt_8
            buf8 = empty_strided_cuda((512, 1376), (1376, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_50, permute_53], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf7, (512, 512), (1, 512), 0), view_82, out=buf8)
            del view_82
            buf9 = empty_strided_cuda((512, 1376), (1376, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_32], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(buf7, permute_52, out=buf9)
            del permute_52
            buf11 = empty_strided_cuda((2, 256, 1376), (360448, 1408, 1), torch.bfloat16)
            buf15 = empty_strided_cuda((2, 256, 1376), (360448, 1408, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_90, linear_25, silu_3, mul_48, linear_26, mul_49, convert_element_type_151, reciprocal, mul_50, mul_51, sub, mul_52, add_34, mul_53, convert_element_type_153], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.run(buf9, mm_25, mm_26, buf11, buf15, 704512, stream=stream0)
            del mm_25
            del mm_26
            buf13 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [view_90, linear_25, silu_3, mul_48, view_91, mm_34], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:8
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf11, permute_56, buf13, 64, 1, 1, stream=stream0)
            del permute_56
            buf17 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [view_90, linear_25, silu_3, linear_26, mul_49, convert_element_type_151, reciprocal, mul_50, mul_51, sub, mul_52, add_34, mul_53, convert_element_type_153, view_93, mm_36], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:9
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf15, permute_60, buf17, 64, 1, 1, stream=stream0)
            del permute_60
            buf12 = reinterpret_tensor(buf9, (1376, 512), (512, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [view_90, linear_25, silu_3, mul_48, view_91, permute_54, permute_57], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf11, (1376, 512), (1, 1408), 0), view_78, out=buf12)
            buf16 = empty_strided_cuda((1376, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_90, linear_25, silu_3, linear_26, mul_49, convert_element_type_151, reciprocal, mul_50, mul_51, sub, mul_52, add_34, mul_53, convert_element_type_153, view_93, permute_58, permute_61], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf15, (1376, 512), (1, 1408), 0), view_78, out=buf16)
            del view_78
            buf19 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [view_92, convert_element_type_149, view_94, convert_element_type_158, add_35, hidden_states_37, mul_55, sum_3], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy_add_mul_sum_view_5:12
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mul_sum_view_5.run(buf13, buf17, add_27, rsqrt_7, buf19, 2048, 128, stream=stream0)
            buf22 = buf6; del buf6  # reuse
            buf23 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_92, convert_element_type_149, view_94, convert_element_type_158, add_35, mul_54, mul_56, mul_57, sum_4, add_36, pow_12, mul_58, mul_59, expand_14, div_5, pow_13, mul_60, mul_61, add_37, convert_element_type_160, view_96], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6:13
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6.run(buf22, buf13, buf17, primals_36, add_27, rsqrt_7, buf23, 512, 512, stream=stream0)
            del add_27
            del primals_36
            del rsqrt_7
            buf20 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_92, convert_element_type_149, view_94, convert_element_type_158, add_35, hidden_states_37, mul_55, sum_3], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:14
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf19, buf20, 512, 4, stream=stream0)
            buf25 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [mm_38], Original ATen: [aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:15
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf23, permute_64, buf25, 128, 1, 1, stream=stream0)
            del permute_64
            # Topologically Sorted Source Nodes: [view_97, view_98, permute_66, _scaled_dot_product_cudnn_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:16
            buf27 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf25, (2, 8, 256, 64), (131072, 64, 512, 1), 0), convert_element_type_112, convert_element_type_111, convert_element_type_110, getitem_27, getitem_28, getitem_33, getitem_34, where, None, None, 256, 256, 0.0, False, scale=0.125)
            del convert_element_type_110
            del convert_element_type_111
            del convert_element_type_112
            del getitem_28
            del getitem_33
            del getitem_34
            buf24 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [permute_62, transpose_16, reshape_11, attn_output_15, permute_65], Original ATen: [aten.t, aten.transpose, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_t_transpose_view_8:17
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_transpose_view_8.run(buf23, getitem_27, buf24, 128, 1, 1, stream=stream0)
            del getitem_27
            buf28 = buf27[0]
            assert_size_stride(buf28, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf29 = buf27[1]
            assert_size_stride(buf29, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf29, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf36 = empty_strided_cuda((2, 256, 4, 64), (65536, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_167, view_100, sum_6, squeeze_1, slice_18, , freqs, emb, sin, sin_1, sin_3, mul_62, convert_element_type_170, slice_19, slice_20, neg_13, full_2, _generalized_scatter, _generalized_scatter_1, add_40, cos, cos_1, cos_3, mul_63, convert_element_type_171, add_41, permute_72, clone_15], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.slice_backward, aten.cos, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9.run(tangents_8, buf29, mm_default, buf36, 2048, 64, stream=stream0)
            del tangents_8
            buf30 = buf27[2]
            assert_size_stride(buf30, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf27
            buf32 = empty_strided_cuda((2, 256, 4, 64), (65536, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_168, view_99, sum_5, squeeze, slice_17, convert_element_type_169, permute_67, clone_14], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10:19
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10.run(tangents_7, buf30, buf32, 131072, stream=stream0)
            del tangents_7
            buf40 = reinterpret_tensor(buf30, (2, 256, 8, 64), (131072, 512, 64, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_166, , freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, mul_64, convert_element_type_172, slice_21, slice_22, neg_14, full_4, _generalized_scatter_2, _generalized_scatter_3, add_42, mul_65, convert_element_type_173, add_43, permute_77, clone_16], Original ATen: [aten._to_copy, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11.run(buf28, mm_default, buf40, 512, 512, stream=stream0)
            buf42 = reinterpret_tensor(buf28, (512, 512), (512, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_166, , freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, mul_64, convert_element_type_172, slice_21, slice_22, neg_14, full_4, _generalized_scatter_2, _generalized_scatter_3, add_42, mul_65, convert_element_type_173, add_43, permute_77, clone_16, view_107, view_108, mm_44], Original ATen: [aten._to_copy, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:21
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf40, permute_80, buf42, 128, 1, 1, stream=stream0)
            del permute_80
            buf41 = reinterpret_tensor(buf29, (512, 512), (512, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_166, , freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, mul_64, convert_element_type_172, slice_21, slice_22, neg_14, full_4, _generalized_scatter_2, _generalized_scatter_3, add_42, mul_65, convert_element_type_173, add_43, permute_77, clone_16, view_107, view_108, permute_78, permute_81], Original ATen: [aten._to_copy, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice, aten.neg, aten.slice_backward, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_t_transpose_view_8:22
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_transpose_view_8.run(buf40, view_64, buf41, 128, 1, 1, stream=stream0)
            buf33 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_168, view_99, sum_5, squeeze, slice_17, convert_element_type_169, permute_67, clone_14, view_101, view_102, permute_68, permute_71], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12:23
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12.run(buf32, view_64, buf33, 64, 1, 1, stream=stream0)
            buf37 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_167, view_100, sum_6, squeeze_1, slice_18, , freqs, emb, cos, cos_1, cos_3, mul_63, convert_element_type_171, add_41, permute_72, clone_15, view_104, view_105, permute_73, permute_76], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12:24
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12.run(buf36, view_64, buf37, 64, 1, 1, stream=stream0)
            del view_64
            buf34 = reinterpret_tensor(buf40, (512, 512), (512, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_168, view_99, sum_5, squeeze, slice_17, convert_element_type_169, permute_67, clone_14, view_101, view_102, mm_40], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:25
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf32, permute_70, buf34, 128, 1, 1, stream=stream0)
            del permute_70
            buf38 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_167, view_100, sum_6, squeeze_1, slice_18, , freqs, emb, cos, cos_1, cos_3, mul_63, convert_element_type_171, add_41, permute_72, clone_15, view_104, view_105, mm_42], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:26
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf36, permute_75, buf38, 128, 1, 1, stream=stream0)
            del permute_75
            buf44 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [view_103, convert_element_type_178, view_106, convert_element_type_184, add_44, view_109, convert_element_type_190, add_45, hidden_states_31, mul_67, sum_7], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy_add_mul_sum_view_14:27
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mul_sum_view_14.run(buf34, buf38, buf42, add_23, rsqrt_6, buf44, 2048, 128, stream=stream0)
            buf47 = buf22; del buf22  # reuse
            buf48 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [view_103, convert_element_type_178, view_106, convert_element_type_184, add_44, view_109, convert_element_type_190, add_45, mul_66, mul_68, mul_69, sum_8, add_46, pow_14, mul_70, mul_71, expand_15, div_6, pow_15, mul_72, mul_73, add_47, convert_element_type_192, view_111], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15:28
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15.run(buf47, buf34, buf38, buf42, primals_31, add_23, rsqrt_6, buf48, 512, 512, stream=stream0)
            del add_23
            del buf34
            del primals_31
            del rsqrt_6
            buf45 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_103, convert_element_type_178, view_106, convert_element_type_184, add_44, view_109, convert_element_type_190, add_45, hidden_states_31, mul_67, sum_7], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:29
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf44, buf45, 512, 4, stream=stream0)
            buf49 = empty_strided_cuda((512, 1376), (1376, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_82, permute_85], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf48, (512, 512), (1, 512), 0), view_62, out=buf49)
            del view_62
            buf50 = empty_strided_cuda((512, 1376), (1376, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_46], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(buf48, permute_84, out=buf50)
            del permute_84
            buf52 = buf15; del buf15  # reuse
            buf56 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_112, linear_18, silu_2, mul_74, linear_19, mul_75, convert_element_type_204, reciprocal_1, mul_76, mul_77, sub_1, mul_78, add_49, mul_79, convert_element_type_206], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.run(buf50, mm_18, mm_19, buf52, buf56, 704512, stream=stream0)
            del mm_18
            del mm_19
            buf54 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [view_112, linear_18, silu_2, mul_74, view_113, mm_48], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:33
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf52, permute_88, buf54, 64, 1, 1, stream=stream0)
            del permute_88
            buf58 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_112, linear_18, silu_2, linear_19, mul_75, convert_element_type_204, reciprocal_1, mul_76, mul_77, sub_1, mul_78, add_49, mul_79, convert_element_type_206, view_115, mm_50], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:34
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf56, permute_92, buf58, 64, 1, 1, stream=stream0)
            del permute_92
            buf53 = reinterpret_tensor(buf50, (1376, 512), (512, 1), 0); del buf50  # reuse
            # Topologically Sorted Source Nodes: [view_112, linear_18, silu_2, mul_74, view_113, permute_86, permute_89], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf52, (1376, 512), (1, 1408), 0), view_58, out=buf53)
            buf57 = empty_strided_cuda((1376, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_112, linear_18, silu_2, linear_19, mul_75, convert_element_type_204, reciprocal_1, mul_76, mul_77, sub_1, mul_78, add_49, mul_79, convert_element_type_206, view_115, permute_90, permute_93], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf56, (1376, 512), (1, 1408), 0), view_58, out=buf57)
            del view_58
            buf60 = buf44; del buf44  # reuse
            # Topologically Sorted Source Nodes: [view_114, convert_element_type_202, view_116, convert_element_type_211, add_50, hidden_states_27, mul_81, sum_9], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy_add_mul_sum_view_5:37
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mul_sum_view_5.run(buf54, buf58, add_20, rsqrt_5, buf60, 2048, 128, stream=stream0)
            buf63 = buf47; del buf47  # reuse
            buf64 = buf38; del buf38  # reuse
            # Topologically Sorted Source Nodes: [view_114, convert_element_type_202, view_116, convert_element_type_211, add_50, mul_80, mul_82, mul_83, sum_10, add_51, pow_16, mul_84, mul_85, expand_16, div_7, pow_17, mul_86, mul_87, add_52, convert_element_type_213, view_118], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6:38
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6.run(buf63, buf54, buf58, primals_27, add_20, rsqrt_5, buf64, 512, 512, stream=stream0)
            del add_20
            del primals_27
            del rsqrt_5
            buf61 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_114, convert_element_type_202, view_116, convert_element_type_211, add_50, hidden_states_27, mul_81, sum_9], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:39
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf60, buf61, 512, 4, stream=stream0)
            buf66 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [mm_52], Original ATen: [aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:40
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf64, permute_96, buf66, 128, 1, 1, stream=stream0)
            del permute_96
            # Topologically Sorted Source Nodes: [view_119, view_120, permute_98, _scaled_dot_product_cudnn_attention_backward_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:41
            buf68 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf66, (2, 8, 256, 64), (131072, 64, 512, 1), 0), convert_element_type_80, convert_element_type_79, convert_element_type_78, getitem_18, getitem_19, getitem_24, getitem_25, where, None, None, 256, 256, 0.0, False, scale=0.125)
            del convert_element_type_78
            del convert_element_type_79
            del convert_element_type_80
            del getitem_19
            del getitem_24
            del getitem_25
            buf65 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [permute_94, transpose_12, reshape_8, attn_output_11, permute_97], Original ATen: [aten.t, aten.transpose, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_t_transpose_view_8:42
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_transpose_view_8.run(buf64, getitem_18, buf65, 128, 1, 1, stream=stream0)
            del getitem_18
            buf69 = buf68[0]
            assert_size_stride(buf69, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf70 = buf68[1]
            assert_size_stride(buf70, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf77 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, full_2, cos, cos_1, cos_3, convert_element_type_220, view_122, sum_12, squeeze_3, slice_24, mul_88, convert_element_type_223, slice_25, slice_26, neg_16, _generalized_scatter_4, _generalized_scatter_5, add_55, mul_89, convert_element_type_224, add_56, permute_104, clone_18], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.slice, aten.neg, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9:43
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9.run(tangents_6, buf70, mm_default, buf77, 2048, 64, stream=stream0)
            del tangents_6
            buf71 = buf68[2]
            assert_size_stride(buf71, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf71, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf68
            buf73 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_221, view_121, sum_11, squeeze_2, slice_23, convert_element_type_222, permute_99, clone_17], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10.run(tangents_5, buf71, buf73, 131072, stream=stream0)
            del tangents_5
            buf81 = reinterpret_tensor(buf71, (2, 256, 8, 64), (131072, 512, 64, 1), 0); del buf71  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_219, mul_90, convert_element_type_225, slice_27, slice_28, neg_17, _generalized_scatter_6, _generalized_scatter_7, add_57, mul_91, convert_element_type_226, add_58, permute_109, clone_19], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11.run(buf69, mm_default, buf81, 512, 512, stream=stream0)
            buf83 = reinterpret_tensor(buf69, (512, 512), (512, 1), 0); del buf69  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_219, mul_90, convert_element_type_225, slice_27, slice_28, neg_17, _generalized_scatter_6, _generalized_scatter_7, add_57, mul_91, convert_element_type_226, add_58, permute_109, clone_19, view_129, view_130, mm_58], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:46
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf81, permute_112, buf83, 128, 1, 1, stream=stream0)
            del permute_112
            buf82 = reinterpret_tensor(buf70, (512, 512), (512, 1), 0); del buf70  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_219, mul_90, convert_element_type_225, slice_27, slice_28, neg_17, _generalized_scatter_6, _generalized_scatter_7, add_57, mul_91, convert_element_type_226, add_58, permute_109, clone_19, view_129, view_130, permute_110, permute_113], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_t_transpose_view_8:47
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_transpose_view_8.run(buf81, view_44, buf82, 128, 1, 1, stream=stream0)
            buf35 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_179], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(buf33, buf35, 131072, stream=stream0)
            buf39 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_185], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(buf37, buf39, 131072, stream=stream0)
            buf74 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_221, view_121, sum_11, squeeze_2, slice_23, convert_element_type_222, permute_99, clone_17, view_123, view_124, permute_100, permute_103], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12:50
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12.run(buf73, view_44, buf74, 64, 1, 1, stream=stream0)
            buf78 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_3, convert_element_type_220, view_122, sum_12, squeeze_3, slice_24, mul_89, convert_element_type_224, add_56, permute_104, clone_18, view_126, view_127, permute_105, permute_108], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12:51
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12.run(buf77, view_44, buf78, 64, 1, 1, stream=stream0)
            del view_44
            buf75 = reinterpret_tensor(buf81, (512, 512), (512, 1), 0); del buf81  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_221, view_121, sum_11, squeeze_2, slice_23, convert_element_type_222, permute_99, clone_17, view_123, view_124, mm_54], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:52
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf73, permute_102, buf75, 128, 1, 1, stream=stream0)
            del permute_102
            buf79 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_3, convert_element_type_220, view_122, sum_12, squeeze_3, slice_24, mul_89, convert_element_type_224, add_56, permute_104, clone_18, view_126, view_127, mm_56], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:53
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf77, permute_107, buf79, 128, 1, 1, stream=stream0)
            del permute_107
            buf85 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [view_125, convert_element_type_231, view_128, convert_element_type_237, add_59, view_131, convert_element_type_243, add_60, hidden_states_21, mul_93, sum_13], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy_add_mul_sum_view_14:54
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mul_sum_view_14.run(buf75, buf79, buf83, add_16, rsqrt_4, buf85, 2048, 128, stream=stream0)
            buf88 = buf63; del buf63  # reuse
            buf89 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [view_125, convert_element_type_231, view_128, convert_element_type_237, add_59, view_131, convert_element_type_243, add_60, mul_92, mul_94, mul_95, sum_14, add_61, pow_18, mul_96, mul_97, expand_17, div_8, pow_19, mul_98, mul_99, add_62, convert_element_type_245, view_133], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15:55
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15.run(buf88, buf75, buf79, buf83, primals_22, add_16, rsqrt_4, buf89, 512, 512, stream=stream0)
            del add_16
            del buf75
            del primals_22
            del rsqrt_4
            buf86 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_125, convert_element_type_231, view_128, convert_element_type_237, add_59, view_131, convert_element_type_243, add_60, hidden_states_21, mul_93, sum_13], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:56
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf85, buf86, 512, 4, stream=stream0)
            buf90 = empty_strided_cuda((512, 1376), (1376, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_114, permute_117], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:57
            extern_kernels.mm(reinterpret_tensor(buf89, (512, 512), (1, 512), 0), view_42, out=buf90)
            del view_42
            buf91 = empty_strided_cuda((512, 1376), (1376, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_60], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:58
            extern_kernels.mm(buf89, permute_116, out=buf91)
            del permute_116
            buf93 = buf56; del buf56  # reuse
            buf97 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [view_134, linear_11, silu_1, mul_100, linear_12, mul_101, convert_element_type_257, reciprocal_2, mul_102, mul_103, sub_2, mul_104, add_64, mul_105, convert_element_type_259], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3:59
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.run(buf91, mm_11, mm_12, buf93, buf97, 704512, stream=stream0)
            del mm_11
            del mm_12
            buf95 = buf89; del buf89  # reuse
            # Topologically Sorted Source Nodes: [view_134, linear_11, silu_1, mul_100, view_135, mm_62], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:60
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf93, permute_120, buf95, 64, 1, 1, stream=stream0)
            del permute_120
            buf99 = buf83; del buf83  # reuse
            # Topologically Sorted Source Nodes: [view_134, linear_11, silu_1, linear_12, mul_101, convert_element_type_257, reciprocal_2, mul_102, mul_103, sub_2, mul_104, add_64, mul_105, convert_element_type_259, view_137, mm_64], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:61
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf97, permute_124, buf99, 64, 1, 1, stream=stream0)
            del permute_124
            buf94 = reinterpret_tensor(buf91, (1376, 512), (512, 1), 0); del buf91  # reuse
            # Topologically Sorted Source Nodes: [view_134, linear_11, silu_1, mul_100, view_135, permute_118, permute_121], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:62
            extern_kernels.mm(reinterpret_tensor(buf93, (1376, 512), (1, 1408), 0), view_38, out=buf94)
            buf98 = empty_strided_cuda((1376, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_134, linear_11, silu_1, linear_12, mul_101, convert_element_type_257, reciprocal_2, mul_102, mul_103, sub_2, mul_104, add_64, mul_105, convert_element_type_259, view_137, permute_122, permute_125], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:63
            extern_kernels.mm(reinterpret_tensor(buf97, (1376, 512), (1, 1408), 0), view_38, out=buf98)
            del view_38
            buf101 = buf85; del buf85  # reuse
            # Topologically Sorted Source Nodes: [view_136, convert_element_type_255, view_138, convert_element_type_264, add_65, hidden_states_17, mul_107, sum_15], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy_add_mul_sum_view_5:64
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mul_sum_view_5.run(buf95, buf99, add_13, rsqrt_3, buf101, 2048, 128, stream=stream0)
            buf104 = buf88; del buf88  # reuse
            buf105 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [view_136, convert_element_type_255, view_138, convert_element_type_264, add_65, mul_106, mul_108, mul_109, sum_16, add_66, pow_20, mul_110, mul_111, expand_18, div_9, pow_21, mul_112, mul_113, add_67, convert_element_type_266, view_140], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6:65
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_6.run(buf104, buf95, buf99, primals_18, add_13, rsqrt_3, buf105, 512, 512, stream=stream0)
            del add_13
            del primals_18
            del rsqrt_3
            buf102 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_136, convert_element_type_255, view_138, convert_element_type_264, add_65, hidden_states_17, mul_107, sum_15], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:66
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf101, buf102, 512, 4, stream=stream0)
            buf107 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [mm_66], Original ATen: [aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:67
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf105, permute_128, buf107, 128, 1, 1, stream=stream0)
            del permute_128
            # Topologically Sorted Source Nodes: [view_141, view_142, permute_130, _scaled_dot_product_cudnn_attention_backward_2], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:68
            buf109 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf107, (2, 8, 256, 64), (131072, 64, 512, 1), 0), convert_element_type_48, convert_element_type_47, convert_element_type_46, getitem_9, getitem_10, getitem_15, getitem_16, where, None, None, 256, 256, 0.0, False, scale=0.125)
            del convert_element_type_46
            del convert_element_type_47
            del convert_element_type_48
            del getitem_10
            del getitem_15
            del getitem_16
            buf106 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [permute_126, transpose_8, reshape_5, attn_output_7, permute_129], Original ATen: [aten.t, aten.transpose, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_t_transpose_view_8:69
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_transpose_view_8.run(buf105, getitem_9, buf106, 128, 1, 1, stream=stream0)
            del getitem_9
            buf110 = buf109[0]
            assert_size_stride(buf110, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf110, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf111 = buf109[1]
            assert_size_stride(buf111, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf111, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf118 = buf77; del buf77  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, full_2, cos, cos_1, cos_3, convert_element_type_273, view_144, sum_18, squeeze_5, slice_30, mul_114, convert_element_type_276, slice_31, slice_32, neg_19, _generalized_scatter_8, _generalized_scatter_9, add_70, mul_115, convert_element_type_277, add_71, permute_136, clone_21], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.slice, aten.neg, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9:70
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9.run(tangents_4, buf111, mm_default, buf118, 2048, 64, stream=stream0)
            del tangents_4
            buf112 = buf109[2]
            assert_size_stride(buf112, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf112, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf109
            buf114 = buf73; del buf73  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_274, view_143, sum_17, squeeze_4, slice_29, convert_element_type_275, permute_131, clone_20], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10:71
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10.run(tangents_3, buf112, buf114, 131072, stream=stream0)
            del tangents_3
            buf122 = reinterpret_tensor(buf112, (2, 256, 8, 64), (131072, 512, 64, 1), 0); del buf112  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_272, mul_116, convert_element_type_278, slice_33, slice_34, neg_20, _generalized_scatter_10, _generalized_scatter_11, add_72, mul_117, convert_element_type_279, add_73, permute_141, clone_22], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11:72
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11.run(buf110, mm_default, buf122, 512, 512, stream=stream0)
            buf124 = reinterpret_tensor(buf110, (512, 512), (512, 1), 0); del buf110  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_272, mul_116, convert_element_type_278, slice_33, slice_34, neg_20, _generalized_scatter_10, _generalized_scatter_11, add_72, mul_117, convert_element_type_279, add_73, permute_141, clone_22, view_151, view_152, mm_72], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:73
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf122, permute_144, buf124, 128, 1, 1, stream=stream0)
            del permute_144
            buf123 = reinterpret_tensor(buf111, (512, 512), (512, 1), 0); del buf111  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_272, mul_116, convert_element_type_278, slice_33, slice_34, neg_20, _generalized_scatter_10, _generalized_scatter_11, add_72, mul_117, convert_element_type_279, add_73, permute_141, clone_22, view_151, view_152, permute_142, permute_145], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_t_transpose_view_8:74
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_t_transpose_view_8.run(buf122, view_24, buf123, 128, 1, 1, stream=stream0)
            buf76 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_232], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:75
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(buf74, buf76, 131072, stream=stream0)
            buf80 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_238], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(buf78, buf80, 131072, stream=stream0)
            buf115 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_274, view_143, sum_17, squeeze_4, slice_29, convert_element_type_275, permute_131, clone_20, view_145, view_146, permute_132, permute_135], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12:77
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12.run(buf114, view_24, buf115, 64, 1, 1, stream=stream0)
            buf119 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_3, convert_element_type_273, view_144, sum_18, squeeze_5, slice_30, mul_115, convert_element_type_277, add_71, permute_136, clone_21, view_148, view_149, permute_137, permute_140], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12:78
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12.run(buf118, view_24, buf119, 64, 1, 1, stream=stream0)
            del view_24
            buf116 = reinterpret_tensor(buf122, (512, 512), (512, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_274, view_143, sum_17, squeeze_4, slice_29, convert_element_type_275, permute_131, clone_20, view_145, view_146, mm_68], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:79
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf114, permute_134, buf116, 128, 1, 1, stream=stream0)
            del buf114
            del permute_134
            buf120 = buf105; del buf105  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_3, convert_element_type_273, view_144, sum_18, squeeze_5, slice_30, mul_115, convert_element_type_277, add_71, permute_136, clone_21, view_148, view_149, mm_70], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:80
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf118, permute_139, buf120, 128, 1, 1, stream=stream0)
            del permute_139
            buf126 = buf101; del buf101  # reuse
            # Topologically Sorted Source Nodes: [view_147, convert_element_type_284, view_150, convert_element_type_290, add_74, view_153, convert_element_type_296, add_75, hidden_states_11, mul_119, sum_19], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy_add_mul_sum_view_14:81
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_mul_sum_view_14.run(buf116, buf120, buf124, add_9, rsqrt_2, buf126, 2048, 128, stream=stream0)
            buf129 = buf104; del buf104  # reuse
            buf130 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [view_147, convert_element_type_284, view_150, convert_element_type_290, add_74, view_153, convert_element_type_296, add_75, mul_118, mul_120, mul_121, sum_20, add_76, pow_22, mul_122, mul_123, expand_19, div_10, pow_23, mul_124, mul_125, add_77, convert_element_type_298, view_155], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15:82
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_expand_mul_pow_sum_view_15.run(buf129, buf116, buf120, buf124, primals_13, add_9, rsqrt_2, buf130, 512, 512, stream=stream0)
            del add_9
            del buf116
            del primals_13
            del rsqrt_2
            buf127 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_147, convert_element_type_284, view_150, convert_element_type_290, add_74, view_153, convert_element_type_296, add_75, hidden_states_11, mul_119, sum_19], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:83
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf126, buf127, 512, 4, stream=stream0)
            buf132 = empty_strided_cuda((512, 1376), (1376, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_74], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:84
            extern_kernels.mm(buf130, permute_148, out=buf132)
            del permute_148
            buf134 = buf97; del buf97  # reuse
            buf138 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [view_156, linear_4, silu, mul_126, linear_5, mul_127, convert_element_type_310, reciprocal_3, mul_128, mul_129, sub_3, mul_130, add_79, mul_131, convert_element_type_312], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.run(buf132, mm_4, mm_5, buf134, buf138, 704512, stream=stream0)
            del mm_4
            del mm_5
            buf136 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [view_156, linear_4, silu, mul_126, view_157, mm_76], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:86
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf134, permute_152, buf136, 64, 1, 1, stream=stream0)
            del permute_152
            buf140 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [view_156, linear_4, silu, linear_5, mul_127, convert_element_type_310, reciprocal_3, mul_128, mul_129, sub_3, mul_130, add_79, mul_131, convert_element_type_312, view_159, mm_78], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_view_4:87
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_view_4.run(buf138, permute_156, buf140, 64, 1, 1, stream=stream0)
            del permute_156
            buf135 = reinterpret_tensor(buf132, (1376, 512), (512, 1), 0); del buf132  # reuse
            # Topologically Sorted Source Nodes: [view_156, linear_4, silu, mul_126, view_157, permute_150, permute_153], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:88
            extern_kernels.mm(reinterpret_tensor(buf134, (1376, 512), (1, 1408), 0), view_18, out=buf135)
            del buf134
            buf117 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_285], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:89
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(buf115, buf117, 131072, stream=stream0)
            buf121 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_291], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(buf119, buf121, 131072, stream=stream0)
            buf26 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_165], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:91
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(buf24, buf26, 262144, stream=stream0)
            del buf24
            buf43 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_191], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:92
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(buf41, buf43, 262144, stream=stream0)
            del buf41
            buf67 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_218], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:93
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(buf65, buf67, 262144, stream=stream0)
            del buf65
            buf84 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_244], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:94
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(buf82, buf84, 262144, stream=stream0)
            del buf82
            buf108 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_271], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:95
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(buf106, buf108, 262144, stream=stream0)
            buf125 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_297], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:96
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(buf123, buf125, 262144, stream=stream0)
            buf145 = buf129; del buf129  # reuse
            buf146 = buf123; del buf123  # reuse
            # Topologically Sorted Source Nodes: [view_158, convert_element_type_308, view_160, convert_element_type_317, add_80, mul_132, attn_output_3, hidden_states_5, mul_134, mul_135, sum_22, add_81, pow_24, mul_136, mul_137, expand_20, div_11, pow_25, mul_138, mul_139, add_82, convert_element_type_319, view_162], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten._unsafe_view, aten.sum, aten.pow, aten.expand, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_div_expand_mul_pow_sum_view_18:97
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_div_expand_mul_pow_sum_view_18.run(buf145, buf136, buf140, primals_9, embedding, mm_3, rsqrt_1, buf146, 512, 512, stream=stream0)
            del primals_9
            buf148 = buf106; del buf106  # reuse
            # Topologically Sorted Source Nodes: [mm_80], Original ATen: [aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:98
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf146, permute_160, buf148, 128, 1, 1, stream=stream0)
            del permute_160
            # Topologically Sorted Source Nodes: [view_163, view_164, permute_162, _scaled_dot_product_cudnn_attention_backward_3], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:99
            buf150 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf148, (2, 8, 256, 64), (131072, 64, 512, 1), 0), convert_element_type_16, convert_element_type_15, convert_element_type_14, getitem, getitem_1, getitem_6, getitem_7, where, None, None, 256, 256, 0.0, False, scale=0.125)
            del buf148
            del convert_element_type_14
            del convert_element_type_15
            del convert_element_type_16
            del getitem_1
            del getitem_6
            del getitem_7
            del where
            buf153 = buf150[2]
            assert_size_stride(buf153, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf153, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf155 = reinterpret_tensor(buf119, (2, 256, 4, 64), (65536, 256, 64, 1), 0); del buf119  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_327, view_165, sum_23, squeeze_6, slice_35, convert_element_type_328, permute_163, clone_23], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10:100
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_squeeze_sum_transpose_view_10.run(tangents_1, buf153, buf155, 131072, stream=stream0)
            del tangents_1
            buf152 = buf150[1]
            assert_size_stride(buf152, (2, 8, 256, 64), (131072, 16384, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf152, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf159 = reinterpret_tensor(buf115, (2, 256, 4, 64), (65536, 256, 64, 1), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, full_2, cos, cos_1, cos_3, convert_element_type_326, view_166, sum_24, squeeze_7, slice_36, mul_140, convert_element_type_329, slice_37, slice_38, neg_22, _generalized_scatter_12, _generalized_scatter_13, add_85, mul_141, convert_element_type_330, add_86, permute_168, clone_24], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.slice, aten.neg, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9:101
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9.run(tangents_2, buf152, mm_default, buf159, 2048, 64, stream=stream0)
            del tangents_2
            buf151 = buf150[0]
            assert_size_stride(buf151, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf151, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf150
            buf163 = reinterpret_tensor(buf152, (2, 256, 8, 64), (131072, 512, 64, 1), 0); del buf152  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_325, mul_142, convert_element_type_331, slice_39, slice_40, neg_23, _generalized_scatter_14, _generalized_scatter_15, add_87, mul_143, convert_element_type_332, add_88, permute_173, clone_25], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11:102
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_11.run(buf151, mm_default, buf163, 512, 512, stream=stream0)
            del mm_default
            buf165 = reinterpret_tensor(buf151, (512, 512), (512, 1), 0); del buf151  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_325, mul_142, convert_element_type_331, slice_39, slice_40, neg_23, _generalized_scatter_14, _generalized_scatter_15, add_87, mul_143, convert_element_type_332, add_88, permute_173, clone_25, view_173, view_174, mm_86], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused_mm_7:103
            stream0 = get_raw_stream(0)
            triton_tem_fused_mm_7.run(buf163, permute_176, buf165, 128, 1, 1, stream=stream0)
            del permute_176
            buf149 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_158, transpose_4, reshape_2, attn_output_3, permute_161, convert_element_type_324], Original ATen: [aten.t, aten.transpose, aten.view, aten.mm, aten._to_copy]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_t_transpose_view_19:104
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_transpose_view_19.run(buf146, getitem, buf149, 128, 1, 1, stream=stream0)
            del getitem
            buf157 = buf146; del buf146  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_327, view_165, sum_23, squeeze_6, slice_35, convert_element_type_328, permute_163, clone_23, view_167, view_168, mm_82], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:105
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf155, permute_166, buf157, 128, 1, 1, stream=stream0)
            del permute_166
            buf156 = reinterpret_tensor(buf118, (256, 512), (512, 1), 0); del buf118  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_327, view_165, sum_23, squeeze_6, slice_35, convert_element_type_328, permute_163, clone_23, view_167, view_168, permute_164, permute_167], Original ATen: [aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12:106
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_t_transpose_view_12.run(buf155, view_4, buf156, 64, 1, 1, stream=stream0)
            del buf155
            buf161 = reinterpret_tensor(buf153, (512, 512), (512, 1), 0); del buf153  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_3, convert_element_type_326, view_166, sum_24, squeeze_7, slice_36, mul_141, convert_element_type_330, add_86, permute_168, clone_24, view_170, view_171, mm_84], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13:107
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_clone_mm_squeeze_sum_transpose_view_13.run(buf159, permute_171, buf161, 128, 1, 1, stream=stream0)
            del permute_171
            buf142 = buf126; del buf126  # reuse
            buf167 = empty_strided_cuda((1, 1, 512, 4), (2048, 2048, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_158, convert_element_type_308, view_160, convert_element_type_317, add_80, attn_output_3, hidden_states_5, hidden_states_7, mul_133, sum_21, view_169, convert_element_type_337, view_172, convert_element_type_343, add_89, view_175, convert_element_type_349, add_90, hidden_states_1, mul_145, sum_25], Original ATen: [aten.view, aten._to_copy, aten.add, aten._unsafe_view, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mul_sum_view_20:108
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy__unsafe_view_add_mul_sum_view_20.run(buf136, buf140, embedding, mm_3, rsqrt_1, buf157, buf161, buf165, rsqrt, buf142, buf167, 2048, 128, stream=stream0)
            del buf136
            del buf140
            del mm_3
            del rsqrt_1
            buf143 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_158, convert_element_type_308, view_160, convert_element_type_317, add_80, attn_output_3, hidden_states_5, hidden_states_7, mul_133, sum_21], Original ATen: [aten.view, aten._to_copy, aten.add, aten._unsafe_view, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:109
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf142, buf143, 512, 4, stream=stream0)
            del buf142
            buf168 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_169, convert_element_type_337, view_172, convert_element_type_343, add_89, view_175, convert_element_type_349, add_90, hidden_states_1, mul_145, sum_25], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy_mul_sum_view_1:110
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_mul_sum_view_1.run(buf167, buf168, 512, 4, stream=stream0)
            del buf167
            buf158 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_338], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:111
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(buf156, buf158, 131072, stream=stream0)
            del buf156
            buf162 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_3, convert_element_type_326, view_166, sum_24, squeeze_7, slice_36, mul_141, convert_element_type_330, add_86, permute_168, clone_24, view_170, view_171, permute_169, permute_172, convert_element_type_344], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._to_copy, aten.view, aten.sum, aten.squeeze, aten.add, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_mm_mul_squeeze_sum_t_transpose_unsqueeze_view_21:112
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_bmm_cat_clone_cos_mm_mul_squeeze_sum_t_transpose_unsqueeze_view_21.run(buf159, view_4, buf162, 64, 1, 1, stream=stream0)
            del buf159
            buf166 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, sin, sin_1, sin_3, cos, cos_1, cos_3, full_4, convert_element_type_325, mul_142, convert_element_type_331, slice_39, slice_40, neg_23, _generalized_scatter_14, _generalized_scatter_15, add_87, mul_143, convert_element_type_332, add_88, permute_173, clone_25, view_173, view_174, permute_174, permute_177, convert_element_type_350], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.cos, aten.slice_backward, aten._to_copy, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_t_transpose_view_19:113
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_transpose_view_19.run(buf163, view_4, buf166, 128, 1, 1, stream=stream0)
            del buf163
            del view_4
            buf133 = empty_strided_cuda((512, 1376), (1376, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_146, permute_149, convert_element_type_303], Original ATen: [aten.t, aten.mm, aten._to_copy]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_t_22:114
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_22.run(buf130, view_22, buf133, 88, 1, 1, stream=stream0)
            del buf130
            del view_22
            buf141 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_156, linear_4, silu, linear_5, mul_127, convert_element_type_310, reciprocal_3, mul_128, mul_129, sub_3, mul_130, add_79, mul_131, convert_element_type_312, view_159, permute_154, permute_157, convert_element_type_318], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm, aten._to_copy]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_mm_mul_silu_silu_backward_t_view_23:115
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_mm_mul_silu_silu_backward_t_view_23.run(buf138, view_18, buf141, 88, 1, 1, stream=stream0)
            del buf138
            del view_18
            buf10 = empty_strided_cuda((512, 1376), (1376, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_144], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:116
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf8, buf10, 704512, stream=stream0)
            del buf8
            buf14 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_150], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:117
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf12, buf14, 704512, stream=stream0)
            del buf12
            buf18 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_159], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:118
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf16, buf18, 704512, stream=stream0)
            del buf16
            buf51 = empty_strided_cuda((512, 1376), (1376, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_197], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:119
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf49, buf51, 704512, stream=stream0)
            del buf49
            buf55 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_203], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:120
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf53, buf55, 704512, stream=stream0)
            del buf53
            buf59 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_212], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:121
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf57, buf59, 704512, stream=stream0)
            del buf57
            buf92 = empty_strided_cuda((512, 1376), (1376, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_250], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:122
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf90, buf92, 704512, stream=stream0)
            del buf90
            buf96 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_256], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:123
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf94, buf96, 704512, stream=stream0)
            del buf94
            buf100 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_265], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:124
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf98, buf100, 704512, stream=stream0)
            del buf98
            buf137 = empty_strided_cuda((1376, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_309], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:125
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(buf135, buf137, 704512, stream=stream0)
            del buf135
            buf2 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_86, permute_46, permute_49, convert_element_type_138], Original ATen: [aten.view, aten.t, aten.mm, aten._to_copy]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_t_view_25:126
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_t_view_25.run(tangents_9, view_84, buf2, 128, 1, 1, stream=stream0)
            del tangents_9
            del view_84
            buf171 = empty_strided_cuda((4096, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_24], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_26:127
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_26.run(buf171, 2097152, stream=stream0)
            buf170 = buf145; del buf145  # reuse
            # Topologically Sorted Source Nodes: [view_169, convert_element_type_337, view_172, convert_element_type_343, add_89, view_175, convert_element_type_349, add_90, mul_144, mul_146, mul_147, sum_26, add_91, pow_26, mul_148, mul_149, expand_21, div_12, pow_27, mul_150, mul_151, add_92, eq, unsqueeze_27, scalar_tensor_8, where_4, full_24, index_put], Original ATen: [aten.view, aten._to_copy, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_div_embedding_dense_backward_expand_mul_pow_sum_view_27:128
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_div_embedding_dense_backward_expand_mul_pow_sum_view_27.run(buf170, buf157, buf161, buf165, primals_4, embedding, primals_1, rsqrt, buf171, 512, 512, stream=stream0)
            del buf157
            del buf161
            del buf165
            del buf170
            del embedding
            del primals_1
            del primals_4
            del rsqrt
        return (None, buf171, None, reinterpret_tensor(buf168, (512, ), (1, ), 0), buf166, buf162, buf158, buf149, reinterpret_tensor(buf143, (512, ), (1, ), 0), buf141, buf137, buf133, reinterpret_tensor(buf127, (512, ), (1, ), 0), buf125, buf121, buf117, buf108, reinterpret_tensor(buf102, (512, ), (1, ), 0), buf100, buf96, buf92, reinterpret_tensor(buf86, (512, ), (1, ), 0), buf84, buf80, buf76, buf67, reinterpret_tensor(buf61, (512, ), (1, ), 0), buf59, buf55, buf51, reinterpret_tensor(buf45, (512, ), (1, ), 0), buf43, buf39, buf35, buf26, reinterpret_tensor(buf20, (512, ), (1, ), 0), buf18, buf14, buf10, reinterpret_tensor(buf4, (512, ), (1, ), 0), buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    embedding = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    mm_default = rand_strided((32, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_4 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_14 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_15 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_16 = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    where = rand_strided((2, 1, 256, 256), (65536, 65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_1 = rand_strided((2, 8, 256, 1), (2048, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_7 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    mm_3 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    rsqrt_1 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_18 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_4 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_5 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    view_22 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    add_9 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_24 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_46 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_47 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_48 = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_9 = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_10 = rand_strided((2, 8, 256, 1), (2048, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_15 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_16 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_13 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_38 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_11 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_12 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    view_42 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    add_16 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_44 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_78 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_79 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_80 = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_18 = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_19 = rand_strided((2, 8, 256, 1), (2048, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_24 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_25 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_20 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_5 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_58 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_18 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_19 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    view_62 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    add_23 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_6 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_64 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_110 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_111 = rand_strided((2, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_112 = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_27 = rand_strided((2, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_28 = rand_strided((2, 8, 256, 1), (2048, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_33 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_34 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_27 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_7 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_78 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_25 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    mm_26 = rand_strided((512, 1376), (1376, 1), device='cuda:0', dtype=torch.bfloat16)
    view_82 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    add_30 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_8 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_84 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_48 = rand_strided((4096, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_52 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_56 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_60 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_64 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_70 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_75 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_80 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_84 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_88 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_92 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_96 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_102 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_107 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_112 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_116 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_120 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_124 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_128 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_134 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_139 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_144 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_148 = rand_strided((512, 1376), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_152 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_156 = rand_strided((1376, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_160 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_166 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_171 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_176 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_3 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_4 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_5 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_6 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_7 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_8 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_9 = rand_strided((2, 256, 4096), (1048576, 4096, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_4, primals_9, primals_13, primals_18, primals_22, primals_27, primals_31, primals_36, primals_40, embedding, mm_default, rsqrt, view_4, convert_element_type_14, convert_element_type_15, convert_element_type_16, where, getitem, getitem_1, getitem_6, getitem_7, mm_3, rsqrt_1, view_18, mm_4, mm_5, view_22, add_9, rsqrt_2, view_24, convert_element_type_46, convert_element_type_47, convert_element_type_48, getitem_9, getitem_10, getitem_15, getitem_16, add_13, rsqrt_3, view_38, mm_11, mm_12, view_42, add_16, rsqrt_4, view_44, convert_element_type_78, convert_element_type_79, convert_element_type_80, getitem_18, getitem_19, getitem_24, getitem_25, add_20, rsqrt_5, view_58, mm_18, mm_19, view_62, add_23, rsqrt_6, view_64, convert_element_type_110, convert_element_type_111, convert_element_type_112, getitem_27, getitem_28, getitem_33, getitem_34, add_27, rsqrt_7, view_78, mm_25, mm_26, view_82, add_30, rsqrt_8, view_84, permute_48, permute_52, permute_56, permute_60, permute_64, permute_70, permute_75, permute_80, permute_84, permute_88, permute_92, permute_96, permute_102, permute_107, permute_112, permute_116, permute_120, permute_124, permute_128, permute_134, permute_139, permute_144, permute_148, permute_152, permute_156, permute_160, permute_166, permute_171, permute_176, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
