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


# kernel path: /tmp/ind_cache/unet_block_train_5657/xf/cxfg66xbzlqrm2nyejxvqrzi6xkm2mtrtdcuw4lafmmogfpsa6mq.py
# Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_3 => sum_3
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 3, 16, 16][768, 256, 16, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_3 : Tensor "f32[3][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0, 2, 3]), kwargs = {})
#   return %sum_3
triton_per_fused_convolution_backward_0 = async_compile.triton('triton_per_fused_convolution_backward_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_backward_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9, 'r0_': 6144}}
)
@triton.jit
def triton_per_fused_convolution_backward_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 3
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
    r0_1 = (r0_index % 256)
    r0_2 = r0_index // 256
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 768*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/gr/cgrmxtmcv73itwvbac5lbgnlfcr4vttqelhrxtfmoico4vhqimn3.py
# Topologically Sorted Source Nodes: [input_1, input_2, reciprocal, mul_24, mul_25, sub_11, mul_26, add_41, mul_27, mul_28, view_34, sum_4, view_35, sum_5], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_41 => add_41
#   input_1 => add_38, mul_22, mul_23, sub_10, unsqueeze_55, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, unsqueeze_60, view_32, view_33
#   input_2 => add_39, exp_11, neg_9
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   reciprocal => reciprocal
#   sub_11 => sub_11
#   sum_4 => sum_4
#   sum_5 => sum_5
#   view_34 => view_34
#   view_35 => view_35
# Graph fragment:
#   %add_36 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_36]
#   %getitem_23 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %rsqrt_8 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %primals_51 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_51]
#   %primals_52 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_52]
#   %getitem_24 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_24]
#   %add_38 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_38]
#   %view_32 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_36, [2, 8, 8, 256]), kwargs = {})
#   %sub_10 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_32, %getitem_23), kwargs = {})
#   %mul_22 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt_8), kwargs = {})
#   %view_33 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_22, [2, 64, 16, 16]), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_51, 0), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_55, 2), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_56, 3), kwargs = {})
#   %mul_23 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %unsqueeze_57), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_52, 0), kwargs = {})
#   %unsqueeze_59 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_58, 2), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_59, 3), kwargs = {})
#   %add_38 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_23, %unsqueeze_60), kwargs = {})
#   %neg_9 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_38,), kwargs = {})
#   %exp_11 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_9,), kwargs = {})
#   %add_39 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_11, 1), kwargs = {})
#   %reciprocal : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_39,), kwargs = {})
#   %mul_24 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_25 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_24, %mul_24), kwargs = {})
#   %sub_11 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_24), kwargs = {})
#   %mul_26 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_38, %sub_11), kwargs = {})
#   %add_41 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_26, 1), kwargs = {})
#   %mul_27 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, %add_41), kwargs = {})
#   %mul_28 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, %add_36), kwargs = {})
#   %view_34 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_28, [2, 64, 256]), kwargs = {})
#   %sum_4 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_34, [2]), kwargs = {})
#   %view_35 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_27, [2, 64, 256]), kwargs = {})
#   %sum_5 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_35, [2]), kwargs = {})
#   return %add_38,%sum_4,%sum_5
triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_1 = async_compile.triton('triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2688, 'r0_': 655360}}
)
@triton.jit
def triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr5 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp10 = -tmp8
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tl.full([1, 1], 1.0, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1, 1], 1, tl.int32)
    tmp15 = (tmp14 / tmp13)
    tmp16 = tmp15 * tmp12
    tmp17 = tmp9 * tmp16
    tmp18 = tmp12 - tmp16
    tmp19 = tmp8 * tmp18
    tmp20 = tmp19 + tmp12
    tmp21 = tmp17 * tmp20
    tmp22 = tmp21 * tmp0
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 256*x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp26, xmask)
    tl.store(out_ptr2 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/kv/ckvinbrehhkcwm2lifjutwemsvhh7tzyspd2fz765sbsdtarnvyr.py
# Topologically Sorted Source Nodes: [input_1, mul_29, view_36, sum_6, mul_30, view_37, sum_7], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   input_1 => unsqueeze_55
#   mul_29 => mul_29
#   mul_30 => mul_30
#   sum_6 => sum_6
#   sum_7 => sum_7
#   view_36 => view_36
#   view_37 => view_37
# Graph fragment:
#   %sum_4 : Tensor "f32[2, 64][64, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_51 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_51]
#   %sum_5 : Tensor "f32[2, 64][64, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %unsqueeze_55 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_51, 0), kwargs = {})
#   %mul_29 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %unsqueeze_55), kwargs = {})
#   %view_36 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_29, [2, 8, 8]), kwargs = {})
#   %sum_6 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_36, [2]), kwargs = {})
#   %mul_30 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %unsqueeze_55), kwargs = {})
#   %view_37 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_30, [2, 8, 8]), kwargs = {})
#   %sum_7 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_37, [2]), kwargs = {})
#   return %sum_6,%sum_7
triton_per_fused_native_group_norm_native_group_norm_backward_2 = async_compile.triton('triton_per_fused_native_group_norm_native_group_norm_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_native_group_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 1280}}
)
@triton.jit
def triton_per_fused_native_group_norm_native_group_norm_backward_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 8)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 8*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 8*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_2 + 8*x3), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp7 * tmp1
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/pg/cpgwzshizqe7j2v67hvkodla43eg2tdqgisrrhjdlvvceupyzsnr.py
# Topologically Sorted Source Nodes: [input_1, input_2, reciprocal, mul_24, mul_25, sub_11, mul_26, add_41, mul_27, unsqueeze_63, view_38, mul_31, mul_32, sub_12, mul_33, mul_34, mul_35, mul_36, neg_11, mul_37, mul_38, mul_39, sub_13, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, unsqueeze_68, view_39, mul_40, mul_41, add_42, add_43], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_41 => add_41
#   add_42 => add_42
#   add_43 => add_43
#   input_1 => squeeze_16, squeeze_17, view_32
#   input_2 => add_39, exp_11, neg_9
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_34 => mul_34
#   mul_35 => mul_35
#   mul_36 => mul_36
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_40 => mul_40
#   mul_41 => mul_41
#   neg_11 => neg_11
#   reciprocal => reciprocal
#   sub_11 => sub_11
#   sub_12 => sub_12
#   sub_13 => sub_13
#   unsqueeze_63 => unsqueeze_63
#   unsqueeze_64 => unsqueeze_64
#   unsqueeze_65 => unsqueeze_65
#   unsqueeze_66 => unsqueeze_66
#   unsqueeze_67 => unsqueeze_67
#   unsqueeze_68 => unsqueeze_68
#   view_38 => view_38
#   view_39 => view_39
# Graph fragment:
#   %getitem_24 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_24]
#   %add_38 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_38]
#   %rsqrt_8 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %primals_51 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_51]
#   %add_36 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_36]
#   %sum_7 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_7]
#   %getitem_23 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %sum_6 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %view_32 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_36, [2, 8, 8, 256]), kwargs = {})
#   %neg_9 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_38,), kwargs = {})
#   %exp_11 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_9,), kwargs = {})
#   %add_39 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_11, 1), kwargs = {})
#   %reciprocal : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_39,), kwargs = {})
#   %mul_24 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_25 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_24, %mul_24), kwargs = {})
#   %sub_11 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_24), kwargs = {})
#   %mul_26 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_38, %sub_11), kwargs = {})
#   %add_41 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_26, 1), kwargs = {})
#   %mul_27 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, %add_41), kwargs = {})
#   %squeeze_17 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_8, [2, 3]), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_17, -1), kwargs = {})
#   %view_38 : Tensor "f32[1, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_51, [1, 8, 8]), kwargs = {})
#   %mul_31 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_63, %view_38), kwargs = {})
#   %squeeze_16 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_23, [2, 3]), kwargs = {})
#   %mul_32 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, %squeeze_16), kwargs = {})
#   %sub_12 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_32, %sum_6), kwargs = {})
#   %mul_33 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_12, %squeeze_17), kwargs = {})
#   %mul_34 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %squeeze_17), kwargs = {})
#   %mul_35 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_34, %squeeze_17), kwargs = {})
#   %mul_36 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, 0.00048828125), kwargs = {})
#   %neg_11 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_36,), kwargs = {})
#   %mul_37 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_11, %squeeze_16), kwargs = {})
#   %mul_38 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, %squeeze_17), kwargs = {})
#   %mul_39 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.00048828125), kwargs = {})
#   %sub_13 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_37, %mul_39), kwargs = {})
#   %unsqueeze_64 : Tensor "f32[2, 8, 8, 1][64, 8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_31, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_36, -1), kwargs = {})
#   %unsqueeze_66 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_65, -1), kwargs = {})
#   %unsqueeze_67 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_13, -1), kwargs = {})
#   %unsqueeze_68 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_67, -1), kwargs = {})
#   %view_39 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_27, [2, 8, 8, 256]), kwargs = {})
#   %mul_40 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_39, %unsqueeze_64), kwargs = {})
#   %mul_41 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_32, %unsqueeze_66), kwargs = {})
#   %add_42 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_40, %mul_41), kwargs = {})
#   %add_43 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_42, %unsqueeze_68), kwargs = {})
#   return %add_43
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x6 = xindex // 2048
    x7 = ((xindex // 256) % 64)
    tmp0 = tl.load(in_out_ptr0 + (x4), None)
    tmp1 = tl.load(in_ptr0 + (x4), None)
    tmp14 = tl.load(in_ptr1 + (x6), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x7), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x4), None)
    tmp19 = tl.load(in_ptr4 + (x6), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x6), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr6 + (x6), None, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp21 = tmp19 * tmp20
    tmp23 = tmp21 - tmp22
    tmp24 = tmp23 * tmp14
    tmp25 = tmp24 * tmp14
    tmp26 = tmp25 * tmp14
    tmp27 = tl.full([1], 0.00048828125, tl.float32)
    tmp28 = tmp26 * tmp27
    tmp29 = tmp18 * tmp28
    tmp30 = tmp17 + tmp29
    tmp31 = -tmp28
    tmp32 = tmp31 * tmp20
    tmp33 = tmp19 * tmp14
    tmp34 = tmp33 * tmp27
    tmp35 = tmp32 - tmp34
    tmp36 = tmp30 + tmp35
    tl.store(in_out_ptr0 + (x4), tmp36, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/kf/ckfvpwwbtypcg7irhozqjynapi6txlyyllgqw5xl23pnbhrtfxte.py
# Topologically Sorted Source Nodes: [input_1, unsqueeze_63, view_42, view_43, unsqueeze_69, mul_42, sub_14, mul_43, sum_8, sum_9], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   input_1 => squeeze_16, squeeze_17
#   mul_42 => mul_42
#   mul_43 => mul_43
#   sub_14 => sub_14
#   sum_8 => sum_8
#   sum_9 => sum_9
#   unsqueeze_63 => unsqueeze_63
#   unsqueeze_69 => unsqueeze_69
#   view_42 => view_42
#   view_43 => view_43
# Graph fragment:
#   %sum_4 : Tensor "f32[2, 64][64, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %sum_5 : Tensor "f32[2, 64][64, 1]cuda:0" = PlaceHolder[target=sum_5]
#   %getitem_23 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %rsqrt_8 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %squeeze_17 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_8, [2, 3]), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_17, -1), kwargs = {})
#   %squeeze_16 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_23, [2, 3]), kwargs = {})
#   %view_42 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [2, 8, 8]), kwargs = {})
#   %view_43 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_5, [2, 8, 8]), kwargs = {})
#   %unsqueeze_69 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_16, -1), kwargs = {})
#   %mul_42 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_43, %unsqueeze_69), kwargs = {})
#   %sub_14 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_42, %mul_42), kwargs = {})
#   %mul_43 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %unsqueeze_63), kwargs = {})
#   %sum_8 : Tensor "f32[8, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_43, [0]), kwargs = {})
#   %sum_9 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_5, [0]), kwargs = {})
#   return %sum_8,%sum_9
triton_poi_fused_native_group_norm_native_group_norm_backward_4 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8, 'x': 8}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 128, 'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 8
    xnumel = 8
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (x1 + 8*y0), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (x1 + 8*y0), xmask & ymask)
    tmp2 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (64 + x1 + 8*y0), xmask & ymask)
    tmp8 = tl.load(in_ptr1 + (64 + x1 + 8*y0), xmask & ymask)
    tmp9 = tl.load(in_ptr2 + (8 + y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (8 + y0), ymask, eviction_policy='evict_last')
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 - tmp3
    tmp6 = tmp4 * tmp5
    tmp10 = tmp8 * tmp9
    tmp11 = tmp7 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp6 + tmp13
    tmp15 = tmp1 + tmp8
    tl.store(out_ptr0 + (x1 + 8*y0), tmp14, xmask & ymask)
    tl.store(out_ptr1 + (x1 + 8*y0), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/5x/c5x3qsocz3o6pxnkrjytwjwjifa7les3oxftcfdi27ct76e4fw63.py
# Topologically Sorted Source Nodes: [view_41, sum_10, sum_11], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_10 => sum_10
#   sum_11 => sum_11
#   view_41 => view_41
# Graph fragment:
#   %add_43 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0" = PlaceHolder[target=add_43]
#   %view_41 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%add_43, [2, 64, 16, 16]), kwargs = {})
#   %sum_10 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_41, [0, 2, 3]), kwargs = {})
#   %sum_11 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_41, [0, 2, 3]), kwargs = {})
#   return %sum_10,%sum_11
triton_per_fused_convolution_backward_native_group_norm_backward_5 = async_compile.triton('triton_per_fused_convolution_backward_native_group_norm_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_backward_native_group_norm_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused_convolution_backward_native_group_norm_backward_5(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    r0_1 = (r0_index % 256)
    r0_2 = r0_index // 256
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/32/c32ellshwi2uc3befx5by7j26p47k4a5ogfsyy3i4hgdhrvgwsu6.py
# Topologically Sorted Source Nodes: [getitem_8, h_4, group_norm_7, silu_8, reciprocal_1, mul_44, mul_45, sub_15, mul_46, add_45, mul_47, mul_48, view_45, sum_12, view_46, sum_13], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_45 => add_45
#   getitem_8 => unsqueeze_47, unsqueeze_48
#   group_norm_7 => add_34, mul_20, mul_21, sub_9, unsqueeze_49, unsqueeze_50, unsqueeze_51, unsqueeze_52, unsqueeze_53, unsqueeze_54, view_30, view_31
#   h_4 => add_32
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_46 => mul_46
#   mul_47 => mul_47
#   mul_48 => mul_48
#   reciprocal_1 => reciprocal_1
#   silu_8 => add_35, exp_10, neg_8
#   sub_15 => sub_15
#   sum_12 => sum_12
#   sum_13 => sum_13
#   view_45 => view_45
#   view_46 => view_46
# Graph fragment:
#   %convolution_10 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_10]
#   %addmm_2 : Tensor "f32[2, 64][64, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %getitem_21 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_21]
#   %rsqrt_7 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %primals_45 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_45]
#   %primals_46 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_46]
#   %getitem_30 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_30]
#   %add_34 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_34]
#   %unsqueeze_47 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%addmm_2, 2), kwargs = {})
#   %unsqueeze_48 : Tensor "f32[2, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_47, 3), kwargs = {})
#   %add_32 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_10, %unsqueeze_48), kwargs = {})
#   %view_30 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_32, [2, 8, 8, 256]), kwargs = {})
#   %sub_9 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_30, %getitem_21), kwargs = {})
#   %mul_20 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %rsqrt_7), kwargs = {})
#   %view_31 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_20, [2, 64, 16, 16]), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_45, 0), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_49, 2), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_50, 3), kwargs = {})
#   %mul_21 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_31, %unsqueeze_51), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_46, 0), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_52, 2), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_53, 3), kwargs = {})
#   %add_34 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %unsqueeze_54), kwargs = {})
#   %neg_8 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_34,), kwargs = {})
#   %exp_10 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_35 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_10, 1), kwargs = {})
#   %reciprocal_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_35,), kwargs = {})
#   %mul_44 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %mul_45 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_30, %mul_44), kwargs = {})
#   %sub_15 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_44), kwargs = {})
#   %mul_46 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %sub_15), kwargs = {})
#   %add_45 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_46, 1), kwargs = {})
#   %mul_47 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_45, %add_45), kwargs = {})
#   %mul_48 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, %add_32), kwargs = {})
#   %view_45 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_48, [2, 64, 256]), kwargs = {})
#   %sum_12 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_45, [2]), kwargs = {})
#   %view_46 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_47, [2, 64, 256]), kwargs = {})
#   %sum_13 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_46, [2]), kwargs = {})
#   return %add_34,%sum_12,%sum_13
triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6 = async_compile.triton('triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3200, 'r0_': 655360}}
)
@triton.jit
def triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x3 // 8), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr6 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = -tmp10
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 1, tl.int32)
    tmp17 = (tmp16 / tmp15)
    tmp18 = tmp17 * tmp14
    tmp19 = tmp11 * tmp18
    tmp20 = tmp14 - tmp18
    tmp21 = tmp10 * tmp20
    tmp22 = tmp21 + tmp14
    tmp23 = tmp19 * tmp22
    tmp24 = tmp23 * tmp2
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp31 = tl.where(xmask, tmp29, 0)
    tmp32 = tl.sum(tmp31, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 256*x3), tmp10, xmask)
    tl.store(out_ptr1 + (x3), tmp28, xmask)
    tl.store(out_ptr2 + (x3), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/z2/cz2d4vzm2p6zdo5npd6yepxiacuj7ubudwomalsvbu2f6xds3u7a.py
# Topologically Sorted Source Nodes: [getitem_8, h_4, group_norm_7, silu_8, reciprocal_1, mul_44, mul_45, sub_15, mul_46, add_45, mul_47, unsqueeze_73, view_49, mul_51, mul_52, sub_16, mul_53, mul_54, mul_55, mul_56, neg_13, mul_57, mul_58, mul_59, sub_17, unsqueeze_74, unsqueeze_75, unsqueeze_76, unsqueeze_77, unsqueeze_78, view_50, mul_60, mul_61, add_46, add_47], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_45 => add_45
#   add_46 => add_46
#   add_47 => add_47
#   getitem_8 => unsqueeze_47, unsqueeze_48
#   group_norm_7 => squeeze_14, squeeze_15, view_30
#   h_4 => add_32
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_46 => mul_46
#   mul_47 => mul_47
#   mul_51 => mul_51
#   mul_52 => mul_52
#   mul_53 => mul_53
#   mul_54 => mul_54
#   mul_55 => mul_55
#   mul_56 => mul_56
#   mul_57 => mul_57
#   mul_58 => mul_58
#   mul_59 => mul_59
#   mul_60 => mul_60
#   mul_61 => mul_61
#   neg_13 => neg_13
#   reciprocal_1 => reciprocal_1
#   silu_8 => add_35, exp_10, neg_8
#   sub_15 => sub_15
#   sub_16 => sub_16
#   sub_17 => sub_17
#   unsqueeze_73 => unsqueeze_73
#   unsqueeze_74 => unsqueeze_74
#   unsqueeze_75 => unsqueeze_75
#   unsqueeze_76 => unsqueeze_76
#   unsqueeze_77 => unsqueeze_77
#   unsqueeze_78 => unsqueeze_78
#   view_49 => view_49
#   view_50 => view_50
# Graph fragment:
#   %getitem_30 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_30]
#   %add_34 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_34]
#   %rsqrt_7 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %primals_45 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_45]
#   %convolution_10 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_10]
#   %addmm_2 : Tensor "f32[2, 64][64, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %sum_15 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_15]
#   %getitem_21 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_21]
#   %sum_14 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_14]
#   %add_46 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0" = PlaceHolder[target=add_46]
#   %unsqueeze_47 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%addmm_2, 2), kwargs = {})
#   %unsqueeze_48 : Tensor "f32[2, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_47, 3), kwargs = {})
#   %add_32 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_10, %unsqueeze_48), kwargs = {})
#   %view_30 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_32, [2, 8, 8, 256]), kwargs = {})
#   %neg_8 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_34,), kwargs = {})
#   %exp_10 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_8,), kwargs = {})
#   %add_35 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_10, 1), kwargs = {})
#   %reciprocal_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_35,), kwargs = {})
#   %mul_44 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %mul_45 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_30, %mul_44), kwargs = {})
#   %sub_15 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_44), kwargs = {})
#   %mul_46 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %sub_15), kwargs = {})
#   %add_45 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_46, 1), kwargs = {})
#   %mul_47 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_45, %add_45), kwargs = {})
#   %squeeze_15 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_7, [2, 3]), kwargs = {})
#   %unsqueeze_73 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_15, -1), kwargs = {})
#   %view_49 : Tensor "f32[1, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_45, [1, 8, 8]), kwargs = {})
#   %mul_51 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_73, %view_49), kwargs = {})
#   %squeeze_14 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_21, [2, 3]), kwargs = {})
#   %mul_52 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_14), kwargs = {})
#   %sub_16 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_52, %sum_14), kwargs = {})
#   %mul_53 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %squeeze_15), kwargs = {})
#   %mul_54 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %squeeze_15), kwargs = {})
#   %mul_55 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_54, %squeeze_15), kwargs = {})
#   %mul_56 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_55, 0.00048828125), kwargs = {})
#   %neg_13 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_56,), kwargs = {})
#   %mul_57 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_13, %squeeze_14), kwargs = {})
#   %mul_58 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_15), kwargs = {})
#   %mul_59 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_58, 0.00048828125), kwargs = {})
#   %sub_17 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_57, %mul_59), kwargs = {})
#   %unsqueeze_74 : Tensor "f32[2, 8, 8, 1][64, 8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_51, -1), kwargs = {})
#   %unsqueeze_75 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_56, -1), kwargs = {})
#   %unsqueeze_76 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_75, -1), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_17, -1), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_77, -1), kwargs = {})
#   %view_50 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_47, [2, 8, 8, 256]), kwargs = {})
#   %mul_60 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_50, %unsqueeze_74), kwargs = {})
#   %mul_61 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_30, %unsqueeze_76), kwargs = {})
#   %add_46 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_60, %mul_61), kwargs = {})
#   %add_47 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_46, %unsqueeze_78), kwargs = {})
#   return %add_46,%add_47
triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7 = async_compile.triton('triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x6 = xindex
    x5 = xindex // 2048
    x7 = ((xindex // 256) % 64)
    x8 = xindex // 256
    tmp0 = tl.load(in_out_ptr0 + (x6), None)
    tmp1 = tl.load(in_ptr0 + (x6), None)
    tmp14 = tl.load(in_ptr1 + (x5), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x7), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x6), None)
    tmp19 = tl.load(in_ptr4 + (x8), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr5 + (x5), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr6 + (x5), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr7 + (x5), None, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp20 = tmp18 + tmp19
    tmp23 = tmp21 * tmp22
    tmp25 = tmp23 - tmp24
    tmp26 = tmp25 * tmp14
    tmp27 = tmp26 * tmp14
    tmp28 = tmp27 * tmp14
    tmp29 = tl.full([1], 0.00048828125, tl.float32)
    tmp30 = tmp28 * tmp29
    tmp31 = tmp20 * tmp30
    tmp32 = tmp17 + tmp31
    tmp33 = -tmp30
    tmp34 = tmp33 * tmp22
    tmp35 = tmp21 * tmp14
    tmp36 = tmp35 * tmp29
    tmp37 = tmp34 - tmp36
    tmp38 = tmp32 + tmp37
    tl.store(in_out_ptr0 + (x6), tmp38, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/5j/c5jnlgkkqingz3hlq7vp7xmi7xbn2ohreq6qbq7daqgm66wfw3p6.py
# Topologically Sorted Source Nodes: [group_norm_7, mul_52, sub_16, mul_53, mul_54, mul_55, mul_56, neg_13, mul_57, mul_58, mul_59, sub_17, unsqueeze_77, unsqueeze_78, add_47, view_52, sum_18], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.sum]
# Source node to ATen node mapping:
#   add_47 => add_47
#   group_norm_7 => squeeze_14, squeeze_15
#   mul_52 => mul_52
#   mul_53 => mul_53
#   mul_54 => mul_54
#   mul_55 => mul_55
#   mul_56 => mul_56
#   mul_57 => mul_57
#   mul_58 => mul_58
#   mul_59 => mul_59
#   neg_13 => neg_13
#   sub_16 => sub_16
#   sub_17 => sub_17
#   sum_18 => sum_18
#   unsqueeze_77 => unsqueeze_77
#   unsqueeze_78 => unsqueeze_78
#   view_52 => view_52
# Graph fragment:
#   %add_47 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0" = PlaceHolder[target=add_47]
#   %squeeze_15 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_7, [2, 3]), kwargs = {})
#   %squeeze_14 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_21, [2, 3]), kwargs = {})
#   %mul_52 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_14), kwargs = {})
#   %sub_16 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_52, %sum_14), kwargs = {})
#   %mul_53 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %squeeze_15), kwargs = {})
#   %mul_54 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %squeeze_15), kwargs = {})
#   %mul_55 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_54, %squeeze_15), kwargs = {})
#   %mul_56 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_55, 0.00048828125), kwargs = {})
#   %neg_13 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_56,), kwargs = {})
#   %mul_57 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_13, %squeeze_14), kwargs = {})
#   %mul_58 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_15), kwargs = {})
#   %mul_59 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_58, 0.00048828125), kwargs = {})
#   %sub_17 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_57, %mul_59), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_17, -1), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_77, -1), kwargs = {})
#   %add_47 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_46, %unsqueeze_78), kwargs = {})
#   %view_52 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_47, [2, 64, 16, 16]), kwargs = {})
#   %sum_18 : Tensor "f32[2, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_52, [2, 3], True), kwargs = {})
#   return %sum_18
triton_per_fused_native_group_norm_native_group_norm_backward_sum_8 = async_compile.triton('triton_per_fused_native_group_norm_native_group_norm_backward_sum_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_native_group_norm_backward_sum_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused_native_group_norm_native_group_norm_backward_sum_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/yr/cyrczxanfqqqwgx54asjs6okkjqbxllm3n55v55et3i7e3syvw2w.py
# Topologically Sorted Source Nodes: [squeeze_18, squeeze_19, sum_19], Original ATen: [aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   squeeze_18 => squeeze_18
#   squeeze_19 => squeeze_19
#   sum_19 => sum_19
# Graph fragment:
#   %sum_18 : Tensor "f32[2, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=sum_18]
#   %squeeze_18 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_18, 3), kwargs = {})
#   %squeeze_19 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%squeeze_18, 2), kwargs = {})
#   %sum_19 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%squeeze_19, [0], True), kwargs = {})
#   return %sum_19
triton_poi_fused_squeeze_sum_9 = async_compile.triton('triton_poi_fused_squeeze_sum_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_squeeze_sum_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_squeeze_sum_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (64 + x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/m6/cm6b7hxjsqbjfycb7c5e5xg2x6zbc3idwwjzza76fnfnht67crct.py
# Topologically Sorted Source Nodes: [group_norm_7, mul_52, sub_16, mul_53, mul_54, mul_55, mul_56, neg_13, mul_57, mul_58, mul_59, sub_17, unsqueeze_77, unsqueeze_78, add_47, view_52, sum_20], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_47 => add_47
#   group_norm_7 => squeeze_14, squeeze_15
#   mul_52 => mul_52
#   mul_53 => mul_53
#   mul_54 => mul_54
#   mul_55 => mul_55
#   mul_56 => mul_56
#   mul_57 => mul_57
#   mul_58 => mul_58
#   mul_59 => mul_59
#   neg_13 => neg_13
#   sub_16 => sub_16
#   sub_17 => sub_17
#   sum_20 => sum_20
#   unsqueeze_77 => unsqueeze_77
#   unsqueeze_78 => unsqueeze_78
#   view_52 => view_52
# Graph fragment:
#   %add_47 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0" = PlaceHolder[target=add_47]
#   %squeeze_15 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_7, [2, 3]), kwargs = {})
#   %squeeze_14 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_21, [2, 3]), kwargs = {})
#   %mul_52 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_14), kwargs = {})
#   %sub_16 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_52, %sum_14), kwargs = {})
#   %mul_53 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %squeeze_15), kwargs = {})
#   %mul_54 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %squeeze_15), kwargs = {})
#   %mul_55 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_54, %squeeze_15), kwargs = {})
#   %mul_56 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_55, 0.00048828125), kwargs = {})
#   %neg_13 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_56,), kwargs = {})
#   %mul_57 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_13, %squeeze_14), kwargs = {})
#   %mul_58 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_15), kwargs = {})
#   %mul_59 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_58, 0.00048828125), kwargs = {})
#   %sub_17 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_57, %mul_59), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_17, -1), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_77, -1), kwargs = {})
#   %add_47 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_46, %unsqueeze_78), kwargs = {})
#   %view_52 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_47, [2, 64, 16, 16]), kwargs = {})
#   %sum_20 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_52, [0, 2, 3]), kwargs = {})
#   return %sum_20
triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10 = async_compile.triton('triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    r0_1 = (r0_index % 256)
    r0_2 = r0_index // 256
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/ip/cipgohm7sorgjrsojqdwiduv3hrzn4ty2ed2qxtyvp4abeqboym7.py
# Topologically Sorted Source Nodes: [group_norm_6, silu_6, reciprocal_2, mul_64, mul_65, sub_19, mul_66, add_49, mul_67, mul_68, view_57, sum_21, view_58, sum_22], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_49 => add_49
#   group_norm_6 => add_29, mul_18, mul_19, sub_8, unsqueeze_41, unsqueeze_42, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, view_28, view_29
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   mul_68 => mul_68
#   reciprocal_2 => reciprocal_2
#   silu_6 => add_30, exp_8, neg_6
#   sub_19 => sub_19
#   sum_21 => sum_21
#   sum_22 => sum_22
#   view_57 => view_57
#   view_58 => view_58
# Graph fragment:
#   %cat : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=cat]
#   %getitem_19 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_19]
#   %rsqrt_6 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %primals_39 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_39]
#   %primals_40 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_40]
#   %getitem_33 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_33]
#   %add_29 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=add_29]
#   %view_28 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [2, 8, 16, 256]), kwargs = {})
#   %sub_8 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_28, %getitem_19), kwargs = {})
#   %mul_18 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %rsqrt_6), kwargs = {})
#   %view_29 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_18, [2, 128, 16, 16]), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_39, 0), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_41, 2), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, 3), kwargs = {})
#   %mul_19 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_29, %unsqueeze_43), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_40, 0), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, 2), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_45, 3), kwargs = {})
#   %add_29 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %unsqueeze_46), kwargs = {})
#   %neg_6 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_29,), kwargs = {})
#   %exp_8 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_30 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %reciprocal_2 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_30,), kwargs = {})
#   %mul_64 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_2, 1), kwargs = {})
#   %mul_65 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_33, %mul_64), kwargs = {})
#   %sub_19 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_64), kwargs = {})
#   %mul_66 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_29, %sub_19), kwargs = {})
#   %add_49 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_66, 1), kwargs = {})
#   %mul_67 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, %add_49), kwargs = {})
#   %mul_68 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_67, %cat), kwargs = {})
#   %view_57 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_68, [2, 128, 256]), kwargs = {})
#   %sum_21 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_57, [2]), kwargs = {})
#   %view_58 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_67, [2, 128, 256]), kwargs = {})
#   %sum_22 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_58, [2]), kwargs = {})
#   return %add_29,%sum_21,%sum_22
triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11 = async_compile.triton('triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5248, 'r0_': 1310720}}
)
@triton.jit
def triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x3 // 16), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 16), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr5 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp10 = -tmp8
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tl.full([1, 1], 1.0, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1, 1], 1, tl.int32)
    tmp15 = (tmp14 / tmp13)
    tmp16 = tmp15 * tmp12
    tmp17 = tmp9 * tmp16
    tmp18 = tmp12 - tmp16
    tmp19 = tmp8 * tmp18
    tmp20 = tmp19 + tmp12
    tmp21 = tmp17 * tmp20
    tmp22 = tmp21 * tmp0
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(xmask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 256*x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp26, xmask)
    tl.store(out_ptr2 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/bn/cbn6v3sclnmggqpvjg22lhxwsah2gx7wsci24ccmuh6uhgeqp2fn.py
# Topologically Sorted Source Nodes: [group_norm_6, mul_69, view_59, sum_23, mul_70, view_60, sum_24], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm_6 => unsqueeze_41
#   mul_69 => mul_69
#   mul_70 => mul_70
#   sum_23 => sum_23
#   sum_24 => sum_24
#   view_59 => view_59
#   view_60 => view_60
# Graph fragment:
#   %sum_21 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=sum_21]
#   %primals_39 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_39]
#   %sum_22 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=sum_22]
#   %unsqueeze_41 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_39, 0), kwargs = {})
#   %mul_69 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_21, %unsqueeze_41), kwargs = {})
#   %view_59 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_69, [2, 8, 16]), kwargs = {})
#   %sum_23 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_59, [2]), kwargs = {})
#   %mul_70 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_22, %unsqueeze_41), kwargs = {})
#   %view_60 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_70, [2, 8, 16]), kwargs = {})
#   %sum_24 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_60, [2]), kwargs = {})
#   return %sum_23,%sum_24
triton_per_fused_native_group_norm_native_group_norm_backward_12 = async_compile.triton('triton_per_fused_native_group_norm_native_group_norm_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_native_group_norm_backward_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 2560}}
)
@triton.jit
def triton_per_fused_native_group_norm_native_group_norm_backward_12(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 8)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 16*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_2 + 16*x3), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp7 * tmp1
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/kv/ckv5xdvjdp6sbu645q6waellvuvl5gm2htzmzntr35uui2uzsvrk.py
# Topologically Sorted Source Nodes: [group_norm_6, silu_6, reciprocal_2, mul_64, mul_65, sub_19, mul_66, add_49, mul_67, unsqueeze_83, view_61, mul_71, mul_72, sub_20, mul_73, mul_74, mul_75, mul_76, neg_15, mul_77, mul_78, mul_79, sub_21, unsqueeze_84, unsqueeze_85, unsqueeze_86, unsqueeze_87, unsqueeze_88, view_62, mul_80, mul_81, add_50, add_51], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_49 => add_49
#   add_50 => add_50
#   add_51 => add_51
#   group_norm_6 => squeeze_12, squeeze_13, view_28
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   mul_71 => mul_71
#   mul_72 => mul_72
#   mul_73 => mul_73
#   mul_74 => mul_74
#   mul_75 => mul_75
#   mul_76 => mul_76
#   mul_77 => mul_77
#   mul_78 => mul_78
#   mul_79 => mul_79
#   mul_80 => mul_80
#   mul_81 => mul_81
#   neg_15 => neg_15
#   reciprocal_2 => reciprocal_2
#   silu_6 => add_30, exp_8, neg_6
#   sub_19 => sub_19
#   sub_20 => sub_20
#   sub_21 => sub_21
#   unsqueeze_83 => unsqueeze_83
#   unsqueeze_84 => unsqueeze_84
#   unsqueeze_85 => unsqueeze_85
#   unsqueeze_86 => unsqueeze_86
#   unsqueeze_87 => unsqueeze_87
#   unsqueeze_88 => unsqueeze_88
#   view_61 => view_61
#   view_62 => view_62
# Graph fragment:
#   %getitem_33 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_33]
#   %add_29 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=add_29]
#   %rsqrt_6 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %primals_39 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_39]
#   %cat : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=cat]
#   %sum_24 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_24]
#   %getitem_19 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_19]
#   %sum_23 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_23]
#   %view_28 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [2, 8, 16, 256]), kwargs = {})
#   %neg_6 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_29,), kwargs = {})
#   %exp_8 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_6,), kwargs = {})
#   %add_30 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_8, 1), kwargs = {})
#   %reciprocal_2 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_30,), kwargs = {})
#   %mul_64 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_2, 1), kwargs = {})
#   %mul_65 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_33, %mul_64), kwargs = {})
#   %sub_19 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_64), kwargs = {})
#   %mul_66 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_29, %sub_19), kwargs = {})
#   %add_49 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_66, 1), kwargs = {})
#   %mul_67 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, %add_49), kwargs = {})
#   %squeeze_13 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_6, [2, 3]), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_13, -1), kwargs = {})
#   %view_61 : Tensor "f32[1, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_39, [1, 8, 16]), kwargs = {})
#   %mul_71 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_83, %view_61), kwargs = {})
#   %squeeze_12 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_19, [2, 3]), kwargs = {})
#   %mul_72 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_24, %squeeze_12), kwargs = {})
#   %sub_20 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_72, %sum_23), kwargs = {})
#   %mul_73 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_20, %squeeze_13), kwargs = {})
#   %mul_74 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_73, %squeeze_13), kwargs = {})
#   %mul_75 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_74, %squeeze_13), kwargs = {})
#   %mul_76 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_75, 0.000244140625), kwargs = {})
#   %neg_15 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_76,), kwargs = {})
#   %mul_77 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_15, %squeeze_12), kwargs = {})
#   %mul_78 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_24, %squeeze_13), kwargs = {})
#   %mul_79 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_78, 0.000244140625), kwargs = {})
#   %sub_21 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_77, %mul_79), kwargs = {})
#   %unsqueeze_84 : Tensor "f32[2, 8, 16, 1][128, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_71, -1), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_76, -1), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_85, -1), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_21, -1), kwargs = {})
#   %unsqueeze_88 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_87, -1), kwargs = {})
#   %view_62 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_67, [2, 8, 16, 256]), kwargs = {})
#   %mul_80 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_62, %unsqueeze_84), kwargs = {})
#   %mul_81 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_28, %unsqueeze_86), kwargs = {})
#   %add_50 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_80, %mul_81), kwargs = {})
#   %add_51 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_50, %unsqueeze_88), kwargs = {})
#   return %add_51
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1310720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x6 = xindex // 4096
    x7 = ((xindex // 256) % 128)
    tmp0 = tl.load(in_out_ptr0 + (x4), None)
    tmp1 = tl.load(in_ptr0 + (x4), None)
    tmp14 = tl.load(in_ptr1 + (x6), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x7), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x4), None)
    tmp19 = tl.load(in_ptr4 + (x6), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x6), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr6 + (x6), None, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp21 = tmp19 * tmp20
    tmp23 = tmp21 - tmp22
    tmp24 = tmp23 * tmp14
    tmp25 = tmp24 * tmp14
    tmp26 = tmp25 * tmp14
    tmp27 = tl.full([1], 0.000244140625, tl.float32)
    tmp28 = tmp26 * tmp27
    tmp29 = tmp18 * tmp28
    tmp30 = tmp17 + tmp29
    tmp31 = -tmp28
    tmp32 = tmp31 * tmp20
    tmp33 = tmp19 * tmp14
    tmp34 = tmp33 * tmp27
    tmp35 = tmp32 - tmp34
    tmp36 = tmp30 + tmp35
    tl.store(in_out_ptr0 + (x4), tmp36, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/wu/cwugjv56wzjjnkzp3hy6rxykbzedk7j5sft4ri7erkudmsunank7.py
# Topologically Sorted Source Nodes: [group_norm_6, unsqueeze_83, view_65, view_66, unsqueeze_89, mul_82, sub_22, mul_83, sum_25, sum_26], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm_6 => squeeze_12, squeeze_13
#   mul_82 => mul_82
#   mul_83 => mul_83
#   sub_22 => sub_22
#   sum_25 => sum_25
#   sum_26 => sum_26
#   unsqueeze_83 => unsqueeze_83
#   unsqueeze_89 => unsqueeze_89
#   view_65 => view_65
#   view_66 => view_66
# Graph fragment:
#   %sum_21 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=sum_21]
#   %sum_22 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=sum_22]
#   %getitem_19 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_19]
#   %rsqrt_6 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %squeeze_13 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_6, [2, 3]), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_13, -1), kwargs = {})
#   %squeeze_12 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_19, [2, 3]), kwargs = {})
#   %view_65 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_21, [2, 8, 16]), kwargs = {})
#   %view_66 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_22, [2, 8, 16]), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_12, -1), kwargs = {})
#   %mul_82 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_66, %unsqueeze_89), kwargs = {})
#   %sub_22 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_65, %mul_82), kwargs = {})
#   %mul_83 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_22, %unsqueeze_83), kwargs = {})
#   %sum_25 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_83, [0]), kwargs = {})
#   %sum_26 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_22, [0]), kwargs = {})
#   return %sum_25,%sum_26
triton_poi_fused_native_group_norm_native_group_norm_backward_14 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 16
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr1 + (x2), xmask)
    tmp2 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (128 + x2), xmask)
    tmp8 = tl.load(in_ptr1 + (128 + x2), xmask)
    tmp9 = tl.load(in_ptr2 + (8 + x1), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (8 + x1), xmask, eviction_policy='evict_last')
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 - tmp3
    tmp6 = tmp4 * tmp5
    tmp10 = tmp8 * tmp9
    tmp11 = tmp7 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp6 + tmp13
    tmp15 = tmp1 + tmp8
    tl.store(out_ptr0 + (x2), tmp14, xmask)
    tl.store(out_ptr1 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/fh/cfh5p7gvugewhirwgkw763266gncu63fy4m44seba64ar2b6xcsm.py
# Topologically Sorted Source Nodes: [view_64, add_52], Original ATen: [aten.native_group_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_52 => add_52
#   view_64 => view_64
# Graph fragment:
#   %getitem_27 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_27]
#   %add_51 : Tensor "f32[2, 8, 16, 256][32768, 4096, 256, 1]cuda:0" = PlaceHolder[target=add_51]
#   %view_64 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_51, [2, 128, 16, 16]), kwargs = {})
#   %add_52 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_27, %view_64), kwargs = {})
#   return %add_52
triton_poi_fused_add_native_group_norm_backward_15 = async_compile.triton('triton_poi_fused_add_native_group_norm_backward_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_group_norm_backward_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_group_norm_backward_15(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/js/cjsoweb5zy33kkx3yzmp5f5ij72ahn7aklc5h3t2csnmsuhhsdly.py
# Topologically Sorted Source Nodes: [view_64, add_52, slice_1, sum_27], Original ATen: [aten.native_group_norm_backward, aten.add, aten.slice, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_52 => add_52
#   slice_1 => slice_1
#   sum_27 => sum_27
#   view_64 => view_64
# Graph fragment:
#   %add_52 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=add_52]
#   %view_64 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_51, [2, 128, 16, 16]), kwargs = {})
#   %add_52 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_27, %view_64), kwargs = {})
#   %slice_1 : Tensor "f32[2, 64, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_52, 1, 0, 64), kwargs = {})
#   %sum_27 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%slice_1, [0, 2, 3]), kwargs = {})
#   return %sum_27
triton_per_fused_add_convolution_backward_native_group_norm_backward_slice_16 = async_compile.triton('triton_per_fused_add_convolution_backward_native_group_norm_backward_slice_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_convolution_backward_native_group_norm_backward_slice_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused_add_convolution_backward_native_group_norm_backward_slice_16(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    r0_1 = (r0_index % 256)
    r0_2 = r0_index // 256
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 32768*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/ya/cyatrhr2edhwjb6xmqdowsnk4rs475t7xos2fshzbn7tphr4agxh.py
# Topologically Sorted Source Nodes: [full], Original ATen: [aten.new_zeros]
# Source node to ATen node mapping:
#   full => full_default
# Graph fragment:
#   %full_default : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 128, 8, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_new_zeros_17 = async_compile.triton('triton_poi_fused_new_zeros_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_new_zeros_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_17(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/ym/cymj5h5xaideyeoit4w33roa6uv5twn2bs62dxgwji3pjdzfnsuw.py
# Topologically Sorted Source Nodes: [full, interpolate, index_put], Original ATen: [aten.new_zeros, aten.unsqueeze, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full => full_default
#   index_put => index_put
#   interpolate => unsqueeze_40
# Graph fragment:
#   %convert_element_type_1 : Tensor "i64[16][1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %getitem_36 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_36]
#   %index_put : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 128, 8, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %unsqueeze_40 : Tensor "i64[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_1, -1), kwargs = {})
#   %index_put : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [None, None, %unsqueeze_40, %convert_element_type_1], %getitem_36, True), kwargs = {})
#   return %buf50
triton_poi_fused__unsafe_index_put_new_zeros_unsqueeze_18 = async_compile.triton('triton_poi_fused__unsafe_index_put_new_zeros_unsqueeze_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_index_put_new_zeros_unsqueeze_18', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_index_put_new_zeros_unsqueeze_18(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 16) % 16)
    x0 = (xindex % 16)
    x3 = xindex
    x2 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr1 + (x3), None)
    tmp1 = tl.full([XBLOCK], 8, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 8), "index out of bounds: 0 <= tmp4 < 8")
    tmp7 = tmp6 + tmp1
    tmp8 = tmp6 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp6)
    tl.device_assert((0 <= tmp9) & (tmp9 < 8), "index out of bounds: 0 <= tmp9 < 8")
    tl.atomic_add(out_ptr0 + (tmp9 + 8*tmp4 + 64*x2), tmp11, None, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/jn/cjnqxbksvj3o4zgu35omm2ypcskyxh7ue7iypvsfombyknr2xk6h.py
# Topologically Sorted Source Nodes: [view_71, mul_84, sum_29, neg_16, fma, mul_85], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
# Source node to ATen node mapping:
#   fma => fma
#   mul_84 => mul_84
#   mul_85 => mul_85
#   neg_16 => neg_16
#   sum_29 => sum_29
#   view_71 => view_71
# Graph fragment:
#   %bmm_5 : Tensor "f32[2, 64, 64][4096, 64, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %expand_6 : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0" = PlaceHolder[target=expand_6]
#   %sum_29 : Tensor "f32[2, 1, 64, 1][64, 128, 1, 128]cuda:0" = PlaceHolder[target=sum_29]
#   %view_71 : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [2, 1, 64, 64]), kwargs = {})
#   %mul_84 : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_71, %div_7), kwargs = {})
#   %sum_29 : Tensor "f32[2, 1, 64, 1][64, 64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_84, [-1], True), kwargs = {})
#   %neg_16 : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div_7,), kwargs = {})
#   %fma : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_16, %sum_29, %mul_84), kwargs = {})
#   %mul_85 : Tensor "f32[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%fma, 0.08838834764831845), kwargs = {})
#   return %sum_29,%mul_85
triton_per_fused__softmax_backward_data_mul_view_19 = async_compile.triton('triton_per_fused__softmax_backward_data_mul_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_mul_view_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 131072}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_mul_view_19(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = -tmp1
    tmp8 = tl.fma(tmp7, tmp6, tmp2)
    tmp9 = tl.full([1, 1], 0.08838834764831845, tl.float32)
    tmp10 = tmp8 * tmp9
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/ew/cewovg7lmpbdvyupok4dr2ahnbi6yjhmr3bzs7ldhiefwgfc3d7k.py
# Topologically Sorted Source Nodes: [view_70, permute_23, view_74, permute_22, permute_24, cat_1], Original ATen: [aten.view, aten.transpose, aten.stack]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   permute_22 => permute_22
#   permute_23 => view_73
#   permute_24 => permute_24
#   view_70 => view_70
#   view_74 => view_74
# Graph fragment:
#   %bmm_7 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=bmm_7]
#   %bmm_6 : Tensor "f32[2, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_6]
#   %bmm_4 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %view_70 : Tensor "f32[2, 1, 64, 128][8192, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [2, 1, 64, 128]), kwargs = {})
#   %view_73 : Tensor "f32[2, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_6, [2, 1, 128, 64]), kwargs = {})
#   %view_74 : Tensor "f32[2, 1, 64, 128][8192, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_7, [2, 1, 64, 128]), kwargs = {})
#   %permute_22 : Tensor "f32[2, 1, 128, 64][8192, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_70, [0, 1, 3, 2]), kwargs = {})
#   %permute_24 : Tensor "f32[2, 1, 128, 64][8192, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_74, [0, 1, 3, 2]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 3, 128, 64][24576, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%permute_24, %view_73, %permute_22], 1), kwargs = {})
#   return %cat_1
triton_poi_fused_stack_transpose_view_20 = async_compile.triton('triton_poi_fused_stack_transpose_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_stack_transpose_view_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 131072, 'x': 458752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_stack_transpose_view_20(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 768
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y1 = ((yindex // 128) % 3)
    x3 = xindex
    y0 = (yindex % 128)
    y2 = yindex // 384
    y4 = yindex
    tmp0 = y1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (y0 + 128*x3 + 8192*y2), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 2, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (x3 + 64*y0 + 8192*y2), tmp9 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1, 1], 3, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + (y0 + 128*x3 + 8192*y2), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.where(tmp9, tmp10, tmp14)
    tmp16 = tl.where(tmp4, tmp5, tmp15)
    tl.store(out_ptr0 + (x3 + 64*y4), tmp16, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/4l/c4lzw77emtzn4ywtzr4cdwry37gbdh52enqnyjtjwffu7deedh3t.py
# Topologically Sorted Source Nodes: [add_4, mul_86, view_77, sum_31, view_78, sum_32], Original ATen: [aten.add, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_4 => add_20
#   mul_86 => mul_86
#   sum_31 => sum_31
#   sum_32 => sum_32
#   view_77 => view_77
#   view_78 => view_78
# Graph fragment:
#   %getitem_42 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_42]
#   %convolution_6 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %convolution_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %add_20 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_6, %convolution_4), kwargs = {})
#   %mul_86 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_42, %add_20), kwargs = {})
#   %view_77 : Tensor "f32[2, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_86, [2, 128, 64]), kwargs = {})
#   %sum_31 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_77, [2]), kwargs = {})
#   %view_78 : Tensor "f32[2, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_42, [2, 128, 64]), kwargs = {})
#   %sum_32 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_78, [2]), kwargs = {})
#   return %sum_31,%sum_32
triton_per_fused_add_native_group_norm_backward_21 = async_compile.triton('triton_per_fused_add_native_group_norm_backward_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_group_norm_backward_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 196608}}
)
@triton.jit
def triton_per_fused_add_native_group_norm_backward_21(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
    tl.store(out_ptr1 + (x0), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/a6/ca6ys4zxe22tyq45pvwe4wcs2dvx45g45npyiiukrqu4zsp3hlay.py
# Topologically Sorted Source Nodes: [sum_28, add_4, unsqueeze_93, view_81, mul_89, mul_90, sub_23, mul_91, mul_92, mul_93, mul_94, neg_17, mul_95, mul_96, mul_97, sub_24, unsqueeze_94, unsqueeze_95, unsqueeze_96, unsqueeze_97, unsqueeze_98, view_82, mul_98, group_norm_5, mul_99, add_53, add_54, view_84, add_55, group_norm_3], Original ATen: [aten.convolution_backward, aten.add, aten.native_group_norm_backward, aten.native_group_norm]
# Source node to ATen node mapping:
#   add_4 => add_20
#   add_53 => add_53
#   add_54 => add_54
#   add_55 => add_55
#   group_norm_3 => add_13, mul_7, mul_8, sub_4, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, unsqueeze_24, unsqueeze_25, view_14, view_15
#   group_norm_5 => view_18
#   mul_89 => mul_89
#   mul_90 => mul_90
#   mul_91 => mul_91
#   mul_92 => mul_92
#   mul_93 => mul_93
#   mul_94 => mul_94
#   mul_95 => mul_95
#   mul_96 => mul_96
#   mul_97 => mul_97
#   mul_98 => mul_98
#   mul_99 => mul_99
#   neg_17 => neg_17
#   sub_23 => sub_23
#   sub_24 => sub_24
#   sum_28 => sum_28
#   unsqueeze_93 => unsqueeze_93
#   unsqueeze_94 => unsqueeze_94
#   unsqueeze_95 => unsqueeze_95
#   unsqueeze_96 => unsqueeze_96
#   unsqueeze_97 => unsqueeze_97
#   unsqueeze_98 => unsqueeze_98
#   view_81 => view_81
#   view_82 => view_82
#   view_84 => view_84
# Graph fragment:
#   %buf50 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=buf50]
#   %getitem_42 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_42]
#   %squeeze_11 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=squeeze_11]
#   %primals_31 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_31]
#   %convolution_6 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_6]
#   %convolution_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %sum_34 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_34]
#   %squeeze_10 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=squeeze_10]
#   %sum_33 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_33]
#   %getitem_10 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_10]
#   %rsqrt_3 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_21 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_21]
#   %primals_22 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_22]
#   %sum_28 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%index_put, [0, 2, 3]), kwargs = {})
#   %add_20 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_6, %convolution_4), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_11, -1), kwargs = {})
#   %view_81 : Tensor "f32[1, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_31, [1, 8, 16]), kwargs = {})
#   %mul_89 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_93, %view_81), kwargs = {})
#   %mul_90 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_34, %squeeze_10), kwargs = {})
#   %sub_23 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_90, %sum_33), kwargs = {})
#   %mul_91 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %squeeze_11), kwargs = {})
#   %mul_92 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_91, %squeeze_11), kwargs = {})
#   %mul_93 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_92, %squeeze_11), kwargs = {})
#   %mul_94 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_93, 0.0009765625), kwargs = {})
#   %neg_17 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_94,), kwargs = {})
#   %mul_95 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_17, %squeeze_10), kwargs = {})
#   %mul_96 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_34, %squeeze_11), kwargs = {})
#   %mul_97 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, 0.0009765625), kwargs = {})
#   %sub_24 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_95, %mul_97), kwargs = {})
#   %unsqueeze_94 : Tensor "f32[2, 8, 16, 1][128, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_89, -1), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_94, -1), kwargs = {})
#   %unsqueeze_96 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_95, -1), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_24, -1), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_97, -1), kwargs = {})
#   %view_82 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_42, [2, 8, 16, 64]), kwargs = {})
#   %mul_98 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_82, %unsqueeze_94), kwargs = {})
#   %view_18 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_20, [2, 8, 16, 64]), kwargs = {})
#   %mul_99 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_18, %unsqueeze_96), kwargs = {})
#   %add_53 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_98, %mul_99), kwargs = {})
#   %add_54 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_53, %unsqueeze_98), kwargs = {})
#   %view_84 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_54, [2, 128, 8, 8]), kwargs = {})
#   %add_55 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%index_put, %view_84), kwargs = {})
#   %view_14 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 8, 16, 64]), kwargs = {})
#   %sub_4 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_14, %getitem_10), kwargs = {})
#   %mul_7 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_3), kwargs = {})
#   %view_15 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_7, [2, 128, 8, 8]), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_21, 0), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, 2), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 3), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, %unsqueeze_22), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_22, 0), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_23, 2), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 3), kwargs = {})
#   %add_13 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %unsqueeze_25), kwargs = {})
#   return %sum_28,%add_55,%add_13
triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_22 = async_compile.triton('triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2944, 'r0_': 458752}}
)
@triton.jit
def triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_22(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp6 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr10 + (x0), xmask, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr11 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 64)
        r0_2 = r0_index // 64
        tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 8192*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 8192*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr1 + (8*r0_2 + (x0 // 16)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr3 + (r0_1 + 64*x0 + 8192*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr4 + (r0_1 + 64*x0 + 8192*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp12 = tl.load(in_ptr5 + (8*r0_2 + (x0 // 16)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr6 + (8*r0_2 + (x0 // 16)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr7 + (8*r0_2 + (x0 // 16)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp31 = tl.load(in_ptr8 + (8*r0_2 + (x0 // 16)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr9 + (8*r0_2 + (x0 // 16)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp7 = tmp5 * tmp6
        tmp8 = tmp4 * tmp7
        tmp11 = tmp9 + tmp10
        tmp14 = tmp12 * tmp13
        tmp16 = tmp14 - tmp15
        tmp17 = tmp16 * tmp5
        tmp18 = tmp17 * tmp5
        tmp19 = tmp18 * tmp5
        tmp20 = tl.full([1, 1], 0.0009765625, tl.float32)
        tmp21 = tmp19 * tmp20
        tmp22 = tmp11 * tmp21
        tmp23 = tmp8 + tmp22
        tmp24 = -tmp21
        tmp25 = tmp24 * tmp13
        tmp26 = tmp12 * tmp5
        tmp27 = tmp26 * tmp20
        tmp28 = tmp25 - tmp27
        tmp29 = tmp23 + tmp28
        tmp30 = tmp0 + tmp29
        tmp32 = tmp10 - tmp31
        tmp34 = tmp32 * tmp33
        tmp36 = tmp34 * tmp35
        tmp38 = tmp36 + tmp37
        tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 8192*r0_2), tmp30, r0_mask & xmask)
        tl.store(out_ptr1 + (r0_1 + 64*x0 + 8192*r0_2), tmp38, r0_mask & xmask)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/sw/cswn2atvrv44iysxlwlyfgivopouoghkinl2us7xcr4bwy4fullw.py
# Topologically Sorted Source Nodes: [view_70, permute_23, view_74, permute_22, permute_24, cat_1, view_75, view_76, sum_30], Original ATen: [aten.view, aten.transpose, aten.stack, aten.convolution_backward]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   permute_22 => permute_22
#   permute_23 => view_73
#   permute_24 => permute_24
#   sum_30 => sum_30
#   view_70 => view_70
#   view_74 => view_74
#   view_75 => view_75
#   view_76 => view_76
# Graph fragment:
#   %cat_1 : Tensor "f32[2, 3, 128, 64][24576, 8192, 64, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %view_70 : Tensor "f32[2, 1, 64, 128][8192, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [2, 1, 64, 128]), kwargs = {})
#   %view_73 : Tensor "f32[2, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_6, [2, 1, 128, 64]), kwargs = {})
#   %view_74 : Tensor "f32[2, 1, 64, 128][8192, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_7, [2, 1, 64, 128]), kwargs = {})
#   %permute_22 : Tensor "f32[2, 1, 128, 64][8192, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_70, [0, 1, 3, 2]), kwargs = {})
#   %permute_24 : Tensor "f32[2, 1, 128, 64][8192, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_74, [0, 1, 3, 2]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 3, 128, 64][24576, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%permute_24, %view_73, %permute_22], 1), kwargs = {})
#   %view_75 : Tensor "f32[2, 3, 1, 128, 64][24576, 8192, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_1, [2, 3, 1, 128, 64]), kwargs = {})
#   %view_76 : Tensor "f32[2, 384, 8, 8][24576, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_75, [2, 384, 8, 8]), kwargs = {})
#   %sum_30 : Tensor "f32[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_76, [0, 2, 3]), kwargs = {})
#   return %sum_30
triton_per_fused_convolution_backward_stack_transpose_view_23 = async_compile.triton('triton_per_fused_convolution_backward_stack_transpose_view_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_backward_stack_transpose_view_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072, 'r0_': 196608}}
)
@triton.jit
def triton_per_fused_convolution_backward_stack_transpose_view_23(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 384
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
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
    r0_1 = (r0_index % 64)
    r0_2 = r0_index // 64
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 24576*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/t7/ct72y5fko46pt4y5leqvqek6gvrr27stbmxsggmjh3msfereaniz.py
# Topologically Sorted Source Nodes: [getitem_4, h_2, group_norm_4, silu_5, reciprocal_3, mul_102, mul_103, sub_26, mul_104, add_57, mul_105, mul_106, view_88, sum_38, view_89, sum_39], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_57 => add_57
#   getitem_4 => unsqueeze_26, unsqueeze_27
#   group_norm_4 => add_18, mul_10, mul_9, sub_5, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, unsqueeze_32, unsqueeze_33, view_16, view_17
#   h_2 => add_16
#   mul_102 => mul_102
#   mul_103 => mul_103
#   mul_104 => mul_104
#   mul_105 => mul_105
#   mul_106 => mul_106
#   reciprocal_3 => reciprocal_3
#   silu_5 => add_19, exp_6, neg_5
#   sub_26 => sub_26
#   sum_38 => sum_38
#   sum_39 => sum_39
#   view_88 => view_88
#   view_89 => view_89
# Graph fragment:
#   %convolution_5 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %addmm_1 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_12 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %rsqrt_4 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_27]
#   %primals_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_28]
#   %getitem_45 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_45]
#   %add_18 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=add_18]
#   %unsqueeze_26 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%addmm_1, 2), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[2, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, 3), kwargs = {})
#   %add_16 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_5, %unsqueeze_27), kwargs = {})
#   %view_16 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_16, [2, 8, 16, 64]), kwargs = {})
#   %sub_5 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_16, %getitem_12), kwargs = {})
#   %mul_9 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_4), kwargs = {})
#   %view_17 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [2, 128, 8, 8]), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_27, 0), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 2), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_29, 3), kwargs = {})
#   %mul_10 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_17, %unsqueeze_30), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_28, 0), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_31, 2), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_32, 3), kwargs = {})
#   %add_18 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %unsqueeze_33), kwargs = {})
#   %neg_5 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_18,), kwargs = {})
#   %exp_6 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_19 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %reciprocal_3 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_19,), kwargs = {})
#   %mul_102 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %mul_103 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_45, %mul_102), kwargs = {})
#   %sub_26 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_102), kwargs = {})
#   %mul_104 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_18, %sub_26), kwargs = {})
#   %add_57 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, 1), kwargs = {})
#   %mul_105 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_103, %add_57), kwargs = {})
#   %mul_106 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_105, %add_16), kwargs = {})
#   %view_88 : Tensor "f32[2, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_106, [2, 128, 64]), kwargs = {})
#   %sum_38 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_88, [2]), kwargs = {})
#   %view_89 : Tensor "f32[2, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_105, [2, 128, 64]), kwargs = {})
#   %sum_39 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_89, [2]), kwargs = {})
#   return %add_18,%sum_38,%sum_39
triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_24 = async_compile.triton('triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6272, 'r0_': 327680}}
)
@triton.jit
def triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 64*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 16), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x3 // 16), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr6 + (r0_2 + 64*x3), xmask, other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = -tmp10
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.full([1, 1], 1.0, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 1, tl.int32)
    tmp17 = (tmp16 / tmp15)
    tmp18 = tmp17 * tmp14
    tmp19 = tmp11 * tmp18
    tmp20 = tmp14 - tmp18
    tmp21 = tmp10 * tmp20
    tmp22 = tmp21 + tmp14
    tmp23 = tmp19 * tmp22
    tmp24 = tmp23 * tmp2
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp31 = tl.where(xmask, tmp29, 0)
    tmp32 = tl.sum(tmp31, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 64*x3), tmp10, xmask)
    tl.store(out_ptr1 + (x3), tmp28, xmask)
    tl.store(out_ptr2 + (x3), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/rq/crqxz5ycocho47hzvolqztpmth4w7haldkxpvh4toxtc7glarscw.py
# Topologically Sorted Source Nodes: [getitem_4, h_2, group_norm_4, silu_5, reciprocal_3, mul_102, mul_103, sub_26, mul_104, add_57, mul_105, unsqueeze_103, view_92, mul_109, mul_110, sub_27, mul_111, mul_112, mul_113, mul_114, neg_19, mul_115, mul_116, mul_117, sub_28, unsqueeze_104, unsqueeze_105, unsqueeze_106, unsqueeze_107, unsqueeze_108, view_93, mul_118, mul_119, add_58, add_59], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_57 => add_57
#   add_58 => add_58
#   add_59 => add_59
#   getitem_4 => unsqueeze_26, unsqueeze_27
#   group_norm_4 => squeeze_8, squeeze_9, view_16
#   h_2 => add_16
#   mul_102 => mul_102
#   mul_103 => mul_103
#   mul_104 => mul_104
#   mul_105 => mul_105
#   mul_109 => mul_109
#   mul_110 => mul_110
#   mul_111 => mul_111
#   mul_112 => mul_112
#   mul_113 => mul_113
#   mul_114 => mul_114
#   mul_115 => mul_115
#   mul_116 => mul_116
#   mul_117 => mul_117
#   mul_118 => mul_118
#   mul_119 => mul_119
#   neg_19 => neg_19
#   reciprocal_3 => reciprocal_3
#   silu_5 => add_19, exp_6, neg_5
#   sub_26 => sub_26
#   sub_27 => sub_27
#   sub_28 => sub_28
#   unsqueeze_103 => unsqueeze_103
#   unsqueeze_104 => unsqueeze_104
#   unsqueeze_105 => unsqueeze_105
#   unsqueeze_106 => unsqueeze_106
#   unsqueeze_107 => unsqueeze_107
#   unsqueeze_108 => unsqueeze_108
#   view_92 => view_92
#   view_93 => view_93
# Graph fragment:
#   %getitem_45 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_45]
#   %add_18 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=add_18]
#   %rsqrt_4 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_27]
#   %convolution_5 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_5]
#   %addmm_1 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %sum_41 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_41]
#   %getitem_12 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %sum_40 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_40]
#   %add_58 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = PlaceHolder[target=add_58]
#   %unsqueeze_26 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%addmm_1, 2), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[2, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, 3), kwargs = {})
#   %add_16 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_5, %unsqueeze_27), kwargs = {})
#   %view_16 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_16, [2, 8, 16, 64]), kwargs = {})
#   %neg_5 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_18,), kwargs = {})
#   %exp_6 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_19 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_6, 1), kwargs = {})
#   %reciprocal_3 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_19,), kwargs = {})
#   %mul_102 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %mul_103 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_45, %mul_102), kwargs = {})
#   %sub_26 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_102), kwargs = {})
#   %mul_104 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_18, %sub_26), kwargs = {})
#   %add_57 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, 1), kwargs = {})
#   %mul_105 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_103, %add_57), kwargs = {})
#   %squeeze_9 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_9, -1), kwargs = {})
#   %view_92 : Tensor "f32[1, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_27, [1, 8, 16]), kwargs = {})
#   %mul_109 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_103, %view_92), kwargs = {})
#   %squeeze_8 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_12, [2, 3]), kwargs = {})
#   %mul_110 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_8), kwargs = {})
#   %sub_27 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_110, %sum_40), kwargs = {})
#   %mul_111 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %squeeze_9), kwargs = {})
#   %mul_112 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_111, %squeeze_9), kwargs = {})
#   %mul_113 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_112, %squeeze_9), kwargs = {})
#   %mul_114 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_113, 0.0009765625), kwargs = {})
#   %neg_19 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_114,), kwargs = {})
#   %mul_115 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_19, %squeeze_8), kwargs = {})
#   %mul_116 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_9), kwargs = {})
#   %mul_117 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_116, 0.0009765625), kwargs = {})
#   %sub_28 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_115, %mul_117), kwargs = {})
#   %unsqueeze_104 : Tensor "f32[2, 8, 16, 1][128, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_109, -1), kwargs = {})
#   %unsqueeze_105 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_114, -1), kwargs = {})
#   %unsqueeze_106 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_105, -1), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_28, -1), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_107, -1), kwargs = {})
#   %view_93 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_105, [2, 8, 16, 64]), kwargs = {})
#   %mul_118 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_93, %unsqueeze_104), kwargs = {})
#   %mul_119 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_16, %unsqueeze_106), kwargs = {})
#   %add_58 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_118, %mul_119), kwargs = {})
#   %add_59 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_58, %unsqueeze_108), kwargs = {})
#   return %add_58,%add_59
triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_25 = async_compile.triton('triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 327680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_25(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x6 = xindex
    x5 = xindex // 1024
    x7 = ((xindex // 64) % 128)
    x8 = xindex // 64
    tmp0 = tl.load(in_out_ptr0 + (x6), None)
    tmp1 = tl.load(in_ptr0 + (x6), None)
    tmp14 = tl.load(in_ptr1 + (x5), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x7), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x6), None)
    tmp19 = tl.load(in_ptr4 + (x8), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr5 + (x5), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr6 + (x5), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr7 + (x5), None, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp20 = tmp18 + tmp19
    tmp23 = tmp21 * tmp22
    tmp25 = tmp23 - tmp24
    tmp26 = tmp25 * tmp14
    tmp27 = tmp26 * tmp14
    tmp28 = tmp27 * tmp14
    tmp29 = tl.full([1], 0.0009765625, tl.float32)
    tmp30 = tmp28 * tmp29
    tmp31 = tmp20 * tmp30
    tmp32 = tmp17 + tmp31
    tmp33 = -tmp30
    tmp34 = tmp33 * tmp22
    tmp35 = tmp21 * tmp14
    tmp36 = tmp35 * tmp29
    tmp37 = tmp34 - tmp36
    tmp38 = tmp32 + tmp37
    tl.store(in_out_ptr0 + (x6), tmp38, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/wo/cwoww64ncbnu422byattu3kzpwjrjxp6nhatc443lcy4i4ld4k53.py
# Topologically Sorted Source Nodes: [silu_3, reciprocal_4, mul_122, mul_123, sub_30, mul_124, add_61, mul_125, mul_126, view_100, sum_47, view_101, sum_48], Original ATen: [aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_61 => add_61
#   mul_122 => mul_122
#   mul_123 => mul_123
#   mul_124 => mul_124
#   mul_125 => mul_125
#   mul_126 => mul_126
#   reciprocal_4 => reciprocal_4
#   silu_3 => add_14, exp_4, neg_3
#   sub_30 => sub_30
#   sum_47 => sum_47
#   sum_48 => sum_48
#   view_100 => view_100
#   view_101 => view_101
# Graph fragment:
#   %getitem_48 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_48]
#   %add_13 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=add_13]
#   %convolution_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %neg_3 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_13,), kwargs = {})
#   %exp_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_14 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %reciprocal_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_14,), kwargs = {})
#   %mul_122 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_4, 1), kwargs = {})
#   %mul_123 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_48, %mul_122), kwargs = {})
#   %sub_30 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_122), kwargs = {})
#   %mul_124 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %sub_30), kwargs = {})
#   %add_61 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_124, 1), kwargs = {})
#   %mul_125 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_123, %add_61), kwargs = {})
#   %mul_126 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_125, %convolution_4), kwargs = {})
#   %view_100 : Tensor "f32[2, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_126, [2, 128, 64]), kwargs = {})
#   %sum_47 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_100, [2]), kwargs = {})
#   %view_101 : Tensor "f32[2, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_125, [2, 128, 64]), kwargs = {})
#   %sum_48 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_101, [2]), kwargs = {})
#   return %sum_47,%sum_48
triton_per_fused_native_group_norm_backward_silu_silu_backward_26 = async_compile.triton('triton_per_fused_native_group_norm_backward_silu_silu_backward_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_backward_silu_silu_backward_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 196608}}
)
@triton.jit
def triton_per_fused_native_group_norm_backward_silu_silu_backward_26(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr2 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1, 1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1, 1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp15 = tmp13 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp19, xmask)
    tl.store(out_ptr1 + (x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/pg/cpg32ggnzxxalixhhw3jms6eou2y74k5vfc6tjhcmnqplpq2llxi.py
# Topologically Sorted Source Nodes: [group_norm_3, silu_3, reciprocal_4, mul_122, mul_123, sub_30, mul_124, add_61, mul_125, unsqueeze_113, view_104, mul_129, mul_130, sub_31, mul_131, mul_132, mul_133, mul_134, neg_21, mul_135, mul_136, mul_137, sub_32, unsqueeze_114, unsqueeze_115, unsqueeze_116, unsqueeze_117, unsqueeze_118, view_105, mul_138, mul_139, add_62, add_63], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_61 => add_61
#   add_62 => add_62
#   add_63 => add_63
#   group_norm_3 => squeeze_6, squeeze_7, view_14
#   mul_122 => mul_122
#   mul_123 => mul_123
#   mul_124 => mul_124
#   mul_125 => mul_125
#   mul_129 => mul_129
#   mul_130 => mul_130
#   mul_131 => mul_131
#   mul_132 => mul_132
#   mul_133 => mul_133
#   mul_134 => mul_134
#   mul_135 => mul_135
#   mul_136 => mul_136
#   mul_137 => mul_137
#   mul_138 => mul_138
#   mul_139 => mul_139
#   neg_21 => neg_21
#   reciprocal_4 => reciprocal_4
#   silu_3 => add_14, exp_4, neg_3
#   sub_30 => sub_30
#   sub_31 => sub_31
#   sub_32 => sub_32
#   unsqueeze_113 => unsqueeze_113
#   unsqueeze_114 => unsqueeze_114
#   unsqueeze_115 => unsqueeze_115
#   unsqueeze_116 => unsqueeze_116
#   unsqueeze_117 => unsqueeze_117
#   unsqueeze_118 => unsqueeze_118
#   view_104 => view_104
#   view_105 => view_105
# Graph fragment:
#   %getitem_48 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_48]
#   %add_13 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=add_13]
#   %rsqrt_3 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_21 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_21]
#   %convolution_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_4]
#   %sum_50 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_50]
#   %getitem_10 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_10]
#   %sum_49 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_49]
#   %view_14 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_4, [2, 8, 16, 64]), kwargs = {})
#   %neg_3 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_13,), kwargs = {})
#   %exp_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_3,), kwargs = {})
#   %add_14 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %reciprocal_4 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_14,), kwargs = {})
#   %mul_122 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_4, 1), kwargs = {})
#   %mul_123 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_48, %mul_122), kwargs = {})
#   %sub_30 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_122), kwargs = {})
#   %mul_124 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %sub_30), kwargs = {})
#   %add_61 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_124, 1), kwargs = {})
#   %mul_125 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_123, %add_61), kwargs = {})
#   %squeeze_7 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_3, [2, 3]), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_7, -1), kwargs = {})
#   %view_104 : Tensor "f32[1, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_21, [1, 8, 16]), kwargs = {})
#   %mul_129 : Tensor "f32[2, 8, 16][128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_113, %view_104), kwargs = {})
#   %squeeze_6 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_10, [2, 3]), kwargs = {})
#   %mul_130 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_50, %squeeze_6), kwargs = {})
#   %sub_31 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_130, %sum_49), kwargs = {})
#   %mul_131 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_31, %squeeze_7), kwargs = {})
#   %mul_132 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_131, %squeeze_7), kwargs = {})
#   %mul_133 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, %squeeze_7), kwargs = {})
#   %mul_134 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_133, 0.0009765625), kwargs = {})
#   %neg_21 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_134,), kwargs = {})
#   %mul_135 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_21, %squeeze_6), kwargs = {})
#   %mul_136 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_50, %squeeze_7), kwargs = {})
#   %mul_137 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_136, 0.0009765625), kwargs = {})
#   %sub_32 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_135, %mul_137), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[2, 8, 16, 1][128, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_129, -1), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_134, -1), kwargs = {})
#   %unsqueeze_116 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_115, -1), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_32, -1), kwargs = {})
#   %unsqueeze_118 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_117, -1), kwargs = {})
#   %view_105 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_125, [2, 8, 16, 64]), kwargs = {})
#   %mul_138 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_105, %unsqueeze_114), kwargs = {})
#   %mul_139 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_14, %unsqueeze_116), kwargs = {})
#   %add_62 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_138, %mul_139), kwargs = {})
#   %add_63 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_62, %unsqueeze_118), kwargs = {})
#   return %add_63
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_27 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_27', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 327680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_27(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x6 = xindex // 1024
    x7 = ((xindex // 64) % 128)
    tmp0 = tl.load(in_out_ptr0 + (x4), None)
    tmp1 = tl.load(in_ptr0 + (x4), None)
    tmp14 = tl.load(in_ptr1 + (x6), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (x7), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr3 + (x4), None)
    tmp19 = tl.load(in_ptr4 + (x6), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x6), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr6 + (x6), None, eviction_policy='evict_last')
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp16 = tmp14 * tmp15
    tmp17 = tmp13 * tmp16
    tmp21 = tmp19 * tmp20
    tmp23 = tmp21 - tmp22
    tmp24 = tmp23 * tmp14
    tmp25 = tmp24 * tmp14
    tmp26 = tmp25 * tmp14
    tmp27 = tl.full([1], 0.0009765625, tl.float32)
    tmp28 = tmp26 * tmp27
    tmp29 = tmp18 * tmp28
    tmp30 = tmp17 + tmp29
    tmp31 = -tmp28
    tmp32 = tmp31 * tmp20
    tmp33 = tmp19 * tmp14
    tmp34 = tmp33 * tmp27
    tmp35 = tmp32 - tmp34
    tmp36 = tmp30 + tmp35
    tl.store(in_out_ptr0 + (x4), tmp36, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/a6/ca6gjuldxgtuiwl4ozbvk2hf3h5tw6rrbgtsa4fswabpg5ycwefg.py
# Topologically Sorted Source Nodes: [sum_37, view_107, add_64, sum_53], Original ATen: [aten.convolution_backward, aten.native_group_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_64 => add_64
#   sum_37 => sum_37
#   sum_53 => sum_53
#   view_107 => view_107
# Graph fragment:
#   %add_55 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=add_55]
#   %add_63 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = PlaceHolder[target=add_63]
#   %add_64 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0" = PlaceHolder[target=add_64]
#   %sum_37 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_55, [0, 2, 3]), kwargs = {})
#   %view_107 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_63, [2, 128, 8, 8]), kwargs = {})
#   %add_64 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_55, %view_107), kwargs = {})
#   %sum_53 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_64, [0, 2, 3]), kwargs = {})
#   return %sum_37,%add_64,%sum_53
triton_per_fused_add_convolution_backward_native_group_norm_backward_28 = async_compile.triton('triton_per_fused_add_convolution_backward_native_group_norm_backward_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_convolution_backward_native_group_norm_backward_28', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 262144}}
)
@triton.jit
def triton_per_fused_add_convolution_backward_native_group_norm_backward_28(in_out_ptr0, in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
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
    r0_1 = (r0_index % 64)
    r0_2 = r0_index // 64
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 8192*r0_2), xmask, other=0.0)
    tmp5 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 8192*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp0 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 8192*r0_2), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/4h/c4h2fjibffhvfetxu2vr5m7s4ggkhzz4otw6v76t3ury75bsuxrd.py
# Topologically Sorted Source Nodes: [group_norm_4, mul_110, sub_27, mul_111, mul_112, mul_113, mul_114, neg_19, mul_115, mul_116, mul_117, sub_28, unsqueeze_107, unsqueeze_108, add_59, view_95, sum_44], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.sum]
# Source node to ATen node mapping:
#   add_59 => add_59
#   group_norm_4 => squeeze_8, squeeze_9
#   mul_110 => mul_110
#   mul_111 => mul_111
#   mul_112 => mul_112
#   mul_113 => mul_113
#   mul_114 => mul_114
#   mul_115 => mul_115
#   mul_116 => mul_116
#   mul_117 => mul_117
#   neg_19 => neg_19
#   sub_27 => sub_27
#   sub_28 => sub_28
#   sum_44 => sum_44
#   unsqueeze_107 => unsqueeze_107
#   unsqueeze_108 => unsqueeze_108
#   view_95 => view_95
# Graph fragment:
#   %add_59 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = PlaceHolder[target=add_59]
#   %squeeze_9 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %squeeze_8 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_12, [2, 3]), kwargs = {})
#   %mul_110 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_8), kwargs = {})
#   %sub_27 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_110, %sum_40), kwargs = {})
#   %mul_111 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %squeeze_9), kwargs = {})
#   %mul_112 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_111, %squeeze_9), kwargs = {})
#   %mul_113 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_112, %squeeze_9), kwargs = {})
#   %mul_114 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_113, 0.0009765625), kwargs = {})
#   %neg_19 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_114,), kwargs = {})
#   %mul_115 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_19, %squeeze_8), kwargs = {})
#   %mul_116 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_9), kwargs = {})
#   %mul_117 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_116, 0.0009765625), kwargs = {})
#   %sub_28 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_115, %mul_117), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_28, -1), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_107, -1), kwargs = {})
#   %add_59 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_58, %unsqueeze_108), kwargs = {})
#   %view_95 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_59, [2, 128, 8, 8]), kwargs = {})
#   %sum_44 : Tensor "f32[2, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_95, [2, 3], True), kwargs = {})
#   return %sum_44
triton_per_fused_native_group_norm_native_group_norm_backward_sum_29 = async_compile.triton('triton_per_fused_native_group_norm_native_group_norm_backward_sum_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_native_group_norm_backward_sum_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 65536}}
)
@triton.jit
def triton_per_fused_native_group_norm_native_group_norm_backward_sum_29(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/6s/c6sbqnln4eyskiytpq4h5hkyqhvapmpjos7ux2xdzntw2q4py54i.py
# Topologically Sorted Source Nodes: [squeeze_20, squeeze_21, sum_45], Original ATen: [aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   squeeze_20 => squeeze_20
#   squeeze_21 => squeeze_21
#   sum_45 => sum_45
# Graph fragment:
#   %sum_44 : Tensor "f32[2, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=sum_44]
#   %squeeze_20 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%sum_44, 3), kwargs = {})
#   %squeeze_21 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dim](args = (%squeeze_20, 2), kwargs = {})
#   %sum_45 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%squeeze_21, [0], True), kwargs = {})
#   return %sum_45
triton_poi_fused_squeeze_sum_30 = async_compile.triton('triton_poi_fused_squeeze_sum_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_squeeze_sum_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_squeeze_sum_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (128 + x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/qy/cqyi3jwpiifemp3skovaocj3s7fb6e2dvlcanpzvoonxfpitfsjq.py
# Topologically Sorted Source Nodes: [group_norm_4, mul_110, sub_27, mul_111, mul_112, mul_113, mul_114, neg_19, mul_115, mul_116, mul_117, sub_28, unsqueeze_107, unsqueeze_108, add_59, view_95, sum_46], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_59 => add_59
#   group_norm_4 => squeeze_8, squeeze_9
#   mul_110 => mul_110
#   mul_111 => mul_111
#   mul_112 => mul_112
#   mul_113 => mul_113
#   mul_114 => mul_114
#   mul_115 => mul_115
#   mul_116 => mul_116
#   mul_117 => mul_117
#   neg_19 => neg_19
#   sub_27 => sub_27
#   sub_28 => sub_28
#   sum_46 => sum_46
#   unsqueeze_107 => unsqueeze_107
#   unsqueeze_108 => unsqueeze_108
#   view_95 => view_95
# Graph fragment:
#   %add_59 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0" = PlaceHolder[target=add_59]
#   %squeeze_9 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_4, [2, 3]), kwargs = {})
#   %squeeze_8 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_12, [2, 3]), kwargs = {})
#   %mul_110 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_8), kwargs = {})
#   %sub_27 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_110, %sum_40), kwargs = {})
#   %mul_111 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %squeeze_9), kwargs = {})
#   %mul_112 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_111, %squeeze_9), kwargs = {})
#   %mul_113 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_112, %squeeze_9), kwargs = {})
#   %mul_114 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_113, 0.0009765625), kwargs = {})
#   %neg_19 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_114,), kwargs = {})
#   %mul_115 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_19, %squeeze_8), kwargs = {})
#   %mul_116 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_9), kwargs = {})
#   %mul_117 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_116, 0.0009765625), kwargs = {})
#   %sub_28 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_115, %mul_117), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_28, -1), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_107, -1), kwargs = {})
#   %add_59 : Tensor "f32[2, 8, 16, 64][8192, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_58, %unsqueeze_108), kwargs = {})
#   %view_95 : Tensor "f32[2, 128, 8, 8][8192, 64, 8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_59, [2, 128, 8, 8]), kwargs = {})
#   %sum_46 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_95, [0, 2, 3]), kwargs = {})
#   return %sum_46
triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_31 = async_compile.triton('triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 65536}}
)
@triton.jit
def triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_31(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
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
    r0_1 = (r0_index % 64)
    r0_2 = r0_index // 64
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 8192*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/ye/cye2ihx3rw6jbetd6csuicbdbuvgk5yqgsw2ak7v7x3webgzxk5l.py
# Topologically Sorted Source Nodes: [slice_2, add_65], Original ATen: [aten.slice, aten.add]
# Source node to ATen node mapping:
#   add_65 => add_65
#   slice_2 => slice_2
# Graph fragment:
#   %add_52 : Tensor "f32[2, 128, 16, 16][32768, 256, 16, 1]cuda:0" = PlaceHolder[target=add_52]
#   %getitem_51 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %slice_2 : Tensor "f32[2, 64, 16, 16][32768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%add_52, 1, 64, 128), kwargs = {})
#   %add_65 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_2, %getitem_51), kwargs = {})
#   return %add_65
triton_poi_fused_add_slice_32 = async_compile.triton('triton_poi_fused_add_slice_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_slice_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 524288}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_slice_32(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 2)
    x2 = xindex // 512
    tmp0 = tl.load(in_ptr0 + (16384 + x0 + 256*x2 + 32768*x1), None)
    tmp1 = tl.load(in_out_ptr0 + (x0 + 256*x2 + 16384*x1), None)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0 + 256*x2 + 16384*x1), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/ha/chayd5oc3ux3hptoqnt2fa6n4kfdiph6xmnpk3jfhtoxmnwgwe3h.py
# Topologically Sorted Source Nodes: [view_114, mul_142, sum_55, neg_22, fma_1, mul_143], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
# Source node to ATen node mapping:
#   fma_1 => fma_1
#   mul_142 => mul_142
#   mul_143 => mul_143
#   neg_22 => neg_22
#   sum_55 => sum_55
#   view_114 => view_114
# Graph fragment:
#   %bmm_9 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=bmm_9]
#   %expand_2 : Tensor "f32[2, 1, 256, 256][65536, 65536, 256, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %sum_55 : Tensor "f32[2, 1, 256, 1][256, 512, 1, 512]cuda:0" = PlaceHolder[target=sum_55]
#   %view_114 : Tensor "f32[2, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_9, [2, 1, 256, 256]), kwargs = {})
#   %mul_142 : Tensor "f32[2, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_114, %div_3), kwargs = {})
#   %sum_55 : Tensor "f32[2, 1, 256, 1][256, 256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_142, [-1], True), kwargs = {})
#   %neg_22 : Tensor "f32[2, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div_3,), kwargs = {})
#   %fma_1 : Tensor "f32[2, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_22, %sum_55, %mul_142), kwargs = {})
#   %mul_143 : Tensor "f32[2, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%fma_1, 0.125), kwargs = {})
#   return %sum_55,%mul_143
triton_per_fused__softmax_backward_data_mul_view_33 = async_compile.triton('triton_per_fused__softmax_backward_data_mul_view_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_mul_view_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2097152}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_mul_view_33(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = -tmp1
    tmp8 = tl.fma(tmp7, tmp6, tmp2)
    tmp9 = tl.full([1, 1], 0.125, tl.float32)
    tmp10 = tmp8 * tmp9
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/wa/cwarmbr2ry6wvfxvcy3377emaora3kex3ojb5ky5fyh3mwve7mnk.py
# Topologically Sorted Source Nodes: [view_113, permute_35, view_117, permute_34, permute_36, cat_2], Original ATen: [aten.view, aten.transpose, aten.stack]
# Source node to ATen node mapping:
#   cat_2 => cat_2
#   permute_34 => permute_34
#   permute_35 => view_116
#   permute_36 => permute_36
#   view_113 => view_113
#   view_117 => view_117
# Graph fragment:
#   %bmm_11 : Tensor "f32[2, 256, 64][16384, 64, 1]cuda:0" = PlaceHolder[target=bmm_11]
#   %bmm_10 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=bmm_10]
#   %bmm_8 : Tensor "f32[2, 256, 64][16384, 64, 1]cuda:0" = PlaceHolder[target=bmm_8]
#   %view_113 : Tensor "f32[2, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_8, [2, 1, 256, 64]), kwargs = {})
#   %view_116 : Tensor "f32[2, 1, 64, 256][16384, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_10, [2, 1, 64, 256]), kwargs = {})
#   %view_117 : Tensor "f32[2, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_11, [2, 1, 256, 64]), kwargs = {})
#   %permute_34 : Tensor "f32[2, 1, 64, 256][16384, 16384, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_113, [0, 1, 3, 2]), kwargs = {})
#   %permute_36 : Tensor "f32[2, 1, 64, 256][16384, 16384, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_117, [0, 1, 3, 2]), kwargs = {})
#   %cat_2 : Tensor "f32[2, 3, 64, 256][49152, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%permute_36, %view_116, %permute_34], 1), kwargs = {})
#   return %cat_2
triton_poi_fused_stack_transpose_view_34 = async_compile.triton('triton_poi_fused_stack_transpose_view_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_stack_transpose_view_34', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 262144, 'x': 917504}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_stack_transpose_view_34(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 384
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y1 = ((yindex // 64) % 3)
    x3 = xindex
    y0 = (yindex % 64)
    y2 = yindex // 192
    y4 = yindex
    tmp0 = y1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (y0 + 64*x3 + 16384*y2), tmp4 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1, 1], 2, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (x3 + 256*y0 + 16384*y2), tmp9 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1, 1], 3, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + (y0 + 64*x3 + 16384*y2), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.where(tmp9, tmp10, tmp14)
    tmp16 = tl.where(tmp4, tmp5, tmp15)
    tl.store(out_ptr0 + (x3 + 256*y4), tmp16, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/42/c42g5yogjgihsjcna7uus5zlfz2hzwdhy5y6hitfnhn34hxfgfqs.py
# Topologically Sorted Source Nodes: [add_1, mul_144, view_120, sum_57, view_121, sum_58], Original ATen: [aten.add, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_1 => add_8
#   mul_144 => mul_144
#   sum_57 => sum_57
#   sum_58 => sum_58
#   view_120 => view_120
#   view_121 => view_121
# Graph fragment:
#   %getitem_57 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %primals_3 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %add_8 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_1, %primals_3), kwargs = {})
#   %mul_144 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_57, %add_8), kwargs = {})
#   %view_120 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_144, [2, 64, 256]), kwargs = {})
#   %sum_57 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_120, [2]), kwargs = {})
#   %view_121 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_57, [2, 64, 256]), kwargs = {})
#   %sum_58 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_121, [2]), kwargs = {})
#   return %sum_57,%sum_58
triton_per_fused_add_native_group_norm_backward_35 = async_compile.triton('triton_per_fused_add_native_group_norm_backward_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_group_norm_backward_35', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 393216}}
)
@triton.jit
def triton_per_fused_add_native_group_norm_backward_35(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
    tl.store(out_ptr1 + (x0), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/e6/ce6j4axhekis7sajkckqu2egyd7ynyz7llpxmf4nmftspzt4ugtx.py
# Topologically Sorted Source Nodes: [sum_54, add_1, unsqueeze_123, view_124, mul_147, mul_148, sub_34, mul_149, mul_150, mul_151, mul_152, neg_23, mul_153, mul_154, mul_155, sub_35, unsqueeze_124, unsqueeze_125, unsqueeze_126, unsqueeze_127, unsqueeze_128, view_125, mul_156, group_norm_2, mul_157, add_66, add_67, view_127, add_68, sum_63, group_norm], Original ATen: [aten.convolution_backward, aten.add, aten.native_group_norm_backward, aten.native_group_norm]
# Source node to ATen node mapping:
#   add_1 => add_8
#   add_66 => add_66
#   add_67 => add_67
#   add_68 => add_68
#   group_norm => add_1, mul, mul_1, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view, view_1
#   group_norm_2 => view_4
#   mul_147 => mul_147
#   mul_148 => mul_148
#   mul_149 => mul_149
#   mul_150 => mul_150
#   mul_151 => mul_151
#   mul_152 => mul_152
#   mul_153 => mul_153
#   mul_154 => mul_154
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_157 => mul_157
#   neg_23 => neg_23
#   sub_34 => sub_34
#   sub_35 => sub_35
#   sum_54 => sum_54
#   sum_63 => sum_63
#   unsqueeze_123 => unsqueeze_123
#   unsqueeze_124 => unsqueeze_124
#   unsqueeze_125 => unsqueeze_125
#   unsqueeze_126 => unsqueeze_126
#   unsqueeze_127 => unsqueeze_127
#   unsqueeze_128 => unsqueeze_128
#   view_124 => view_124
#   view_125 => view_125
#   view_127 => view_127
# Graph fragment:
#   %add_65 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_65]
#   %getitem_57 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_57]
#   %squeeze_5 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=squeeze_5]
#   %primals_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_13]
#   %convolution_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %primals_3 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %sum_60 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_60]
#   %squeeze_4 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=squeeze_4]
#   %sum_59 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_59]
#   %getitem_1 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_2]
#   %add_68 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_68]
#   %sum_54 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_65, [0, 2, 3]), kwargs = {})
#   %add_8 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_1, %primals_3), kwargs = {})
#   %unsqueeze_123 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_5, -1), kwargs = {})
#   %view_124 : Tensor "f32[1, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_13, [1, 8, 8]), kwargs = {})
#   %mul_147 : Tensor "f32[2, 8, 8][64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_123, %view_124), kwargs = {})
#   %mul_148 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_60, %squeeze_4), kwargs = {})
#   %sub_34 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_148, %sum_59), kwargs = {})
#   %mul_149 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_34, %squeeze_5), kwargs = {})
#   %mul_150 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_149, %squeeze_5), kwargs = {})
#   %mul_151 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_150, %squeeze_5), kwargs = {})
#   %mul_152 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_151, 0.00048828125), kwargs = {})
#   %neg_23 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_152,), kwargs = {})
#   %mul_153 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_23, %squeeze_4), kwargs = {})
#   %mul_154 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_60, %squeeze_5), kwargs = {})
#   %mul_155 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_154, 0.00048828125), kwargs = {})
#   %sub_35 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_153, %mul_155), kwargs = {})
#   %unsqueeze_124 : Tensor "f32[2, 8, 8, 1][64, 8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_147, -1), kwargs = {})
#   %unsqueeze_125 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_152, -1), kwargs = {})
#   %unsqueeze_126 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_125, -1), kwargs = {})
#   %unsqueeze_127 : Tensor "f32[2, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_35, -1), kwargs = {})
#   %unsqueeze_128 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_127, -1), kwargs = {})
#   %view_125 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_57, [2, 8, 8, 256]), kwargs = {})
#   %mul_156 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_125, %unsqueeze_124), kwargs = {})
#   %view_4 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_8, [2, 8, 8, 256]), kwargs = {})
#   %mul_157 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_4, %unsqueeze_126), kwargs = {})
#   %add_66 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_156, %mul_157), kwargs = {})
#   %add_67 : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_66, %unsqueeze_128), kwargs = {})
#   %view_127 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_67, [2, 64, 16, 16]), kwargs = {})
#   %add_68 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_65, %view_127), kwargs = {})
#   %sum_63 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_68, [0, 2, 3]), kwargs = {})
#   %view : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_3, [2, 8, 8, 256]), kwargs = {})
#   %sub : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 8, 8, 256][16384, 2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul, [2, 64, 16, 16]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_2, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %unsqueeze_5), kwargs = {})
#   return %sum_54,%add_68,%add_1,%sum_63
triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_36 = async_compile.triton('triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_36', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2176, 'r0_': 1048576}}
)
@triton.jit
def triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_36(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp6 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr10 + (x0), xmask, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr11 + (x0), xmask, eviction_policy='evict_last')
    _tmp40 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr1 + (8*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr3 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr4 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp12 = tl.load(in_ptr5 + (8*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr6 + (8*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr7 + (8*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp31 = tl.load(in_ptr8 + (8*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr9 + (8*r0_2 + (x0 // 8)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp7 = tmp5 * tmp6
        tmp8 = tmp4 * tmp7
        tmp11 = tmp9 + tmp10
        tmp14 = tmp12 * tmp13
        tmp16 = tmp14 - tmp15
        tmp17 = tmp16 * tmp5
        tmp18 = tmp17 * tmp5
        tmp19 = tmp18 * tmp5
        tmp20 = tl.full([1, 1], 0.00048828125, tl.float32)
        tmp21 = tmp19 * tmp20
        tmp22 = tmp11 * tmp21
        tmp23 = tmp8 + tmp22
        tmp24 = -tmp21
        tmp25 = tmp24 * tmp13
        tmp26 = tmp12 * tmp5
        tmp27 = tmp26 * tmp20
        tmp28 = tmp25 - tmp27
        tmp29 = tmp23 + tmp28
        tmp30 = tmp0 + tmp29
        tmp32 = tmp10 - tmp31
        tmp34 = tmp32 * tmp33
        tmp36 = tmp34 * tmp35
        tmp38 = tmp36 + tmp37
        tmp39 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
        tmp41 = _tmp40 + tmp39
        _tmp40 = tl.where(r0_mask & xmask, tmp41, _tmp40)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), tmp30, r0_mask & xmask)
        tl.store(out_ptr1 + (r0_1 + 256*x0 + 16384*r0_2), tmp38, r0_mask & xmask)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp40 = tl.sum(_tmp40, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr2 + (x0), tmp40, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/sn/csnuoctyl7yxpk6r3ah3xpdjbz3qlpc3bd2pwvwfy3aafb55le3h.py
# Topologically Sorted Source Nodes: [view_113, permute_35, view_117, permute_34, permute_36, cat_2, view_118, view_119, sum_56], Original ATen: [aten.view, aten.transpose, aten.stack, aten.convolution_backward]
# Source node to ATen node mapping:
#   cat_2 => cat_2
#   permute_34 => permute_34
#   permute_35 => view_116
#   permute_36 => permute_36
#   sum_56 => sum_56
#   view_113 => view_113
#   view_117 => view_117
#   view_118 => view_118
#   view_119 => view_119
# Graph fragment:
#   %cat_2 : Tensor "f32[2, 3, 64, 256][49152, 16384, 256, 1]cuda:0" = PlaceHolder[target=cat_2]
#   %view_113 : Tensor "f32[2, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_8, [2, 1, 256, 64]), kwargs = {})
#   %view_116 : Tensor "f32[2, 1, 64, 256][16384, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_10, [2, 1, 64, 256]), kwargs = {})
#   %view_117 : Tensor "f32[2, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_11, [2, 1, 256, 64]), kwargs = {})
#   %permute_34 : Tensor "f32[2, 1, 64, 256][16384, 16384, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_113, [0, 1, 3, 2]), kwargs = {})
#   %permute_36 : Tensor "f32[2, 1, 64, 256][16384, 16384, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_117, [0, 1, 3, 2]), kwargs = {})
#   %cat_2 : Tensor "f32[2, 3, 64, 256][49152, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%permute_36, %view_116, %permute_34], 1), kwargs = {})
#   %view_118 : Tensor "f32[2, 3, 1, 64, 256][49152, 16384, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_2, [2, 3, 1, 64, 256]), kwargs = {})
#   %view_119 : Tensor "f32[2, 192, 16, 16][49152, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_118, [2, 192, 16, 16]), kwargs = {})
#   %sum_56 : Tensor "f32[192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_119, [0, 2, 3]), kwargs = {})
#   return %sum_56
triton_per_fused_convolution_backward_stack_transpose_view_37 = async_compile.triton('triton_per_fused_convolution_backward_stack_transpose_view_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_backward_stack_transpose_view_37', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 393216}}
)
@triton.jit
def triton_per_fused_convolution_backward_stack_transpose_view_37(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 192
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
    r0_1 = (r0_index % 256)
    r0_2 = r0_index // 256
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 49152*r0_2), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/unet_block_train_5657/7q/c7qgzxk4s5rapojro7e3u4pwbg5wqw7aze5wgkkpx46zpj6bushr.py
# Topologically Sorted Source Nodes: [silu, reciprocal_6, mul_180, mul_181, sub_41, mul_182, add_74, mul_183, mul_184, view_143, sum_73, view_144, sum_74], Original ATen: [aten.silu, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_74 => add_74
#   mul_180 => mul_180
#   mul_181 => mul_181
#   mul_182 => mul_182
#   mul_183 => mul_183
#   mul_184 => mul_184
#   reciprocal_6 => reciprocal_6
#   silu => add_2, exp, neg
#   sub_41 => sub_41
#   sum_73 => sum_73
#   sum_74 => sum_74
#   view_143 => view_143
#   view_144 => view_144
# Graph fragment:
#   %getitem_63 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_63]
#   %add_1 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=add_1]
#   %primals_3 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %neg : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%add_1,), kwargs = {})
#   %exp : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_2 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %reciprocal_6 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_2,), kwargs = {})
#   %mul_180 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_6, 1), kwargs = {})
#   %mul_181 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_63, %mul_180), kwargs = {})
#   %sub_41 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_180), kwargs = {})
#   %mul_182 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1, %sub_41), kwargs = {})
#   %add_74 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_182, 1), kwargs = {})
#   %mul_183 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_181, %add_74), kwargs = {})
#   %mul_184 : Tensor "f32[2, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_183, %primals_3), kwargs = {})
#   %view_143 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_184, [2, 64, 256]), kwargs = {})
#   %sum_73 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_143, [2]), kwargs = {})
#   %view_144 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_183, [2, 64, 256]), kwargs = {})
#   %sum_74 : Tensor "f32[2, 64][64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_144, [2]), kwargs = {})
#   return %sum_73,%sum_74
triton_per_fused_native_group_norm_backward_silu_silu_backward_38 = async_compile.triton('triton_per_fused_native_group_norm_backward_silu_silu_backward_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_group_norm_backward_silu_silu_backward_38', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 393216}}
)
@triton.jit
def triton_per_fused_native_group_norm_backward_silu_silu_backward_38(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1, 1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1, 1], 1, tl.int32)
    tmp7 = (tmp6 / tmp5)
    tmp8 = tmp7 * tmp4
    tmp9 = tmp0 * tmp8
    tmp10 = tmp4 - tmp8
    tmp11 = tmp1 * tmp10
    tmp12 = tmp11 + tmp4
    tmp13 = tmp9 * tmp12
    tmp15 = tmp13 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp19, xmask)
    tl.store(out_ptr1 + (x0), tmp23, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_9, primals_10, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_22, primals_23, primals_27, primals_28, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_40, primals_41, primals_45, primals_46, primals_47, primals_49, primals_51, primals_52, primals_53, getitem_1, rsqrt, div, convolution, div_1, addmm, getitem_3, rsqrt_1, div_2, convolution_1, add_10, squeeze_4, squeeze_5, div_3, view_13, add_11, convolution_4, getitem_10, rsqrt_3, div_4, convolution_5, addmm_1, getitem_12, rsqrt_4, div_6, convolution_6, add_22, squeeze_10, squeeze_11, div_7, view_27, convert_element_type_1, _unsafe_index, cat, getitem_19, rsqrt_6, div_8, convolution_10, addmm_2, getitem_21, rsqrt_7, div_10, add_36, getitem_23, rsqrt_8, div_11, permute_18, permute_19, permute_20, permute_30, permute_31, permute_32, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (64, ), (1, ))
        assert_size_stride(primals_2, (64, ), (1, ))
        assert_size_stride(primals_3, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(primals_4, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_9, (64, ), (1, ))
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_15, (192, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_17, (64, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_19, (128, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_21, (128, ), (1, ))
        assert_size_stride(primals_22, (128, ), (1, ))
        assert_size_stride(primals_23, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_27, (128, ), (1, ))
        assert_size_stride(primals_28, (128, ), (1, ))
        assert_size_stride(primals_29, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_31, (128, ), (1, ))
        assert_size_stride(primals_33, (384, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_35, (128, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_37, (64, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_39, (128, ), (1, ))
        assert_size_stride(primals_40, (128, ), (1, ))
        assert_size_stride(primals_41, (64, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_45, (64, ), (1, ))
        assert_size_stride(primals_46, (64, ), (1, ))
        assert_size_stride(primals_47, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_49, (64, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_51, (64, ), (1, ))
        assert_size_stride(primals_52, (64, ), (1, ))
        assert_size_stride(primals_53, (3, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(getitem_1, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(div, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(convolution, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(div_1, (2, 64), (64, 1))
        assert_size_stride(addmm, (2, 64), (64, 1))
        assert_size_stride(getitem_3, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt_1, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(div_2, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(convolution_1, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(add_10, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(squeeze_4, (2, 8), (8, 1))
        assert_size_stride(squeeze_5, (2, 8), (8, 1))
        assert_size_stride(div_3, (2, 1, 256, 256), (65536, 65536, 256, 1))
        assert_size_stride(view_13, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(add_11, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(convolution_4, (2, 128, 8, 8), (8192, 64, 8, 1))
        assert_size_stride(getitem_10, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt_3, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(div_4, (2, 128, 8, 8), (8192, 64, 8, 1))
        assert_size_stride(convolution_5, (2, 128, 8, 8), (8192, 64, 8, 1))
        assert_size_stride(addmm_1, (2, 128), (128, 1))
        assert_size_stride(getitem_12, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt_4, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(div_6, (2, 128, 8, 8), (8192, 64, 8, 1))
        assert_size_stride(convolution_6, (2, 128, 8, 8), (8192, 64, 8, 1))
        assert_size_stride(add_22, (2, 128, 8, 8), (8192, 64, 8, 1))
        assert_size_stride(squeeze_10, (2, 8), (8, 1))
        assert_size_stride(squeeze_11, (2, 8), (8, 1))
        assert_size_stride(div_7, (2, 1, 64, 64), (4096, 4096, 64, 1))
        assert_size_stride(view_27, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(convert_element_type_1, (16, ), (1, ))
        assert_size_stride(_unsafe_index, (2, 128, 16, 16), (32768, 256, 16, 1))
        assert_size_stride(cat, (2, 128, 16, 16), (32768, 256, 16, 1))
        assert_size_stride(getitem_19, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt_6, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(div_8, (2, 128, 16, 16), (32768, 256, 16, 1))
        assert_size_stride(convolution_10, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(addmm_2, (2, 64), (64, 1))
        assert_size_stride(getitem_21, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt_7, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(div_10, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(add_36, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(getitem_23, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(rsqrt_8, (2, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(div_11, (2, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(permute_18, (2, 128, 64), (24576, 64, 1))
        assert_size_stride(permute_19, (2, 128, 64), (24576, 64, 1))
        assert_size_stride(permute_20, (2, 64, 128), (24576, 1, 64))
        assert_size_stride(permute_30, (2, 64, 256), (49152, 256, 1))
        assert_size_stride(permute_31, (2, 64, 256), (49152, 256, 1))
        assert_size_stride(permute_32, (2, 256, 64), (49152, 1, 256))
        assert_size_stride(tangents_1, (2, 3, 16, 16), (768, 256, 16, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((3, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_0.run(tangents_1, buf0, 3, 512, stream=stream0)
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:2
            buf1 = torch.ops.aten.convolution_backward.default(tangents_1, div_11, primals_53, [3], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_11
            del primals_53
            del tangents_1
            buf2 = buf1[0]
            assert_size_stride(buf2, (2, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf2, 16, 'torch.ops.aten.convolution_backward.default')
            buf3 = buf1[1]
            assert_size_stride(buf3, (3, 64, 3, 3), (576, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf3, 16, 'torch.ops.aten.convolution_backward.default')
            del buf1
            buf4 = empty_strided_cuda((2, 64, 16, 16), (16384, 256, 16, 1), torch.float32)
            buf5 = empty_strided_cuda((2, 64), (64, 1), torch.float32)
            buf6 = empty_strided_cuda((2, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, input_2, reciprocal, mul_24, mul_25, sub_11, mul_26, add_41, mul_27, mul_28, view_34, sum_4, view_35, sum_5], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_1:3
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_1.run(add_36, getitem_23, rsqrt_8, primals_51, primals_52, buf2, buf4, buf5, buf6, 128, 256, stream=stream0)
            del primals_52
            buf7 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            buf8 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, mul_29, view_36, sum_6, mul_30, view_37, sum_7], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_2:4
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_2.run(buf5, primals_51, buf6, buf7, buf8, 16, 8, stream=stream0)
            buf9 = reinterpret_tensor(buf2, (2, 8, 8, 256), (16384, 2048, 256, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2, reciprocal, mul_24, mul_25, sub_11, mul_26, add_41, mul_27, unsqueeze_63, view_38, mul_31, mul_32, sub_12, mul_33, mul_34, mul_35, mul_36, neg_11, mul_37, mul_38, mul_39, sub_13, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, unsqueeze_68, view_39, mul_40, mul_41, add_42, add_43], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_3.run(buf9, buf4, rsqrt_8, primals_51, add_36, buf8, getitem_23, buf7, 32768, stream=stream0)
            del add_36
            del buf4
            del primals_51
            buf10 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            buf11 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_1, unsqueeze_63, view_42, view_43, unsqueeze_69, mul_42, sub_14, mul_43, sum_8, sum_9], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_4:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf5, buf6, getitem_23, rsqrt_8, buf10, buf11, 8, 8, stream=stream0)
            del getitem_23
            del rsqrt_8
            buf12 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf16 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_41, sum_10, sum_11], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_native_group_norm_backward_5:7
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_native_group_norm_backward_5.run(buf9, buf12, buf16, 64, 512, stream=stream0)
            # Topologically Sorted Source Nodes: [view_41, convolution_backward_1], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:8
            buf13 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf9, (2, 64, 16, 16), (16384, 256, 16, 1), 0), cat, primals_49, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del primals_49
            buf14 = buf13[0]
            assert_size_stride(buf14, (2, 128, 16, 16), (32768, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.convolution_backward.default')
            buf15 = buf13[1]
            assert_size_stride(buf15, (64, 128, 1, 1), (128, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf15, 16, 'torch.ops.aten.convolution_backward.default')
            del buf13
            # Topologically Sorted Source Nodes: [view_41, convolution_backward_2], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:9
            buf17 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf9, (2, 64, 16, 16), (16384, 256, 16, 1), 0), div_10, primals_47, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_10
            del primals_47
            buf18 = buf17[0]
            assert_size_stride(buf18, (2, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf18, 16, 'torch.ops.aten.convolution_backward.default')
            buf19 = buf17[1]
            assert_size_stride(buf19, (64, 64, 3, 3), (576, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            del buf17
            buf20 = reinterpret_tensor(buf9, (2, 64, 16, 16), (16384, 256, 16, 1), 0); del buf9  # reuse
            buf21 = buf6; del buf6  # reuse
            buf22 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [getitem_8, h_4, group_norm_7, silu_8, reciprocal_1, mul_44, mul_45, sub_15, mul_46, add_45, mul_47, mul_48, view_45, sum_12, view_46, sum_13], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6:10
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6.run(convolution_10, addmm_2, getitem_21, rsqrt_7, primals_45, primals_46, buf18, buf20, buf21, buf22, 128, 256, stream=stream0)
            del primals_46
            buf23 = buf8; del buf8  # reuse
            buf24 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [group_norm_7, mul_49, view_47, sum_14, mul_50, view_48, sum_15], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_2:11
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_2.run(buf21, primals_45, buf22, buf23, buf24, 16, 8, stream=stream0)
            buf25 = reinterpret_tensor(buf18, (2, 8, 8, 256), (16384, 2048, 256, 1), 0); del buf18  # reuse
            buf26 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [getitem_8, h_4, group_norm_7, silu_8, reciprocal_1, mul_44, mul_45, sub_15, mul_46, add_45, mul_47, unsqueeze_73, view_49, mul_51, mul_52, sub_16, mul_53, mul_54, mul_55, mul_56, neg_13, mul_57, mul_58, mul_59, sub_17, unsqueeze_74, unsqueeze_75, unsqueeze_76, unsqueeze_77, unsqueeze_78, view_50, mul_60, mul_61, add_46, add_47], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7.run(buf26, buf20, rsqrt_7, primals_45, convolution_10, addmm_2, buf24, getitem_21, buf23, 32768, stream=stream0)
            del addmm_2
            del buf20
            del convolution_10
            del primals_45
            buf27 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            buf28 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_7, unsqueeze_73, view_53, view_54, unsqueeze_79, mul_62, sub_18, mul_63, sum_16, sum_17], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_4:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf21, buf22, getitem_21, rsqrt_7, buf27, buf28, 8, 8, stream=stream0)
            del getitem_21
            del rsqrt_7
            buf29 = reinterpret_tensor(buf22, (2, 64, 1, 1), (64, 1, 1, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [group_norm_7, mul_52, sub_16, mul_53, mul_54, mul_55, mul_56, neg_13, mul_57, mul_58, mul_59, sub_17, unsqueeze_77, unsqueeze_78, add_47, view_52, sum_18], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_sum_8:14
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_sum_8.run(buf26, buf29, 128, 256, stream=stream0)
            buf30 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_18, squeeze_19, permute_13, permute_15], Original ATen: [aten.squeeze, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(reinterpret_tensor(buf29, (64, 2), (1, 64), 0), div_1, out=buf30)
            buf31 = empty_strided_cuda((1, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_18, squeeze_19, sum_19], Original ATen: [aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_poi_fused_squeeze_sum_9:16
            stream0 = get_raw_stream(0)
            triton_poi_fused_squeeze_sum_9.run(buf29, buf31, 64, stream=stream0)
            buf32 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_7, mul_52, sub_16, mul_53, mul_54, mul_55, mul_56, neg_13, mul_57, mul_58, mul_59, sub_17, unsqueeze_77, unsqueeze_78, add_47, view_52, sum_20], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10:17
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10.run(buf26, buf32, 64, 512, stream=stream0)
            # Topologically Sorted Source Nodes: [group_norm_7, mul_52, sub_16, mul_53, mul_54, mul_55, mul_56, neg_13, mul_57, mul_58, mul_59, sub_17, unsqueeze_77, unsqueeze_78, add_47, view_52, convolution_backward_3], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
            buf33 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf26, (2, 64, 16, 16), (16384, 256, 16, 1), 0), div_8, primals_41, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_8
            del primals_41
            buf34 = buf33[0]
            assert_size_stride(buf34, (2, 128, 16, 16), (32768, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf34, 16, 'torch.ops.aten.convolution_backward.default')
            buf35 = buf33[1]
            assert_size_stride(buf35, (64, 128, 3, 3), (1152, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf35, 16, 'torch.ops.aten.convolution_backward.default')
            del buf33
            buf36 = empty_strided_cuda((2, 128, 16, 16), (32768, 256, 16, 1), torch.float32)
            buf37 = empty_strided_cuda((2, 128), (128, 1), torch.float32)
            buf38 = empty_strided_cuda((2, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_6, silu_6, reciprocal_2, mul_64, mul_65, sub_19, mul_66, add_49, mul_67, mul_68, view_57, sum_21, view_58, sum_22], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11:19
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_11.run(cat, getitem_19, rsqrt_6, primals_39, primals_40, buf34, buf36, buf37, buf38, 256, 256, stream=stream0)
            del primals_40
            buf39 = buf24; del buf24  # reuse
            buf40 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [group_norm_6, mul_69, view_59, sum_23, mul_70, view_60, sum_24], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_12:20
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_12.run(buf37, primals_39, buf38, buf39, buf40, 16, 16, stream=stream0)
            buf41 = reinterpret_tensor(buf34, (2, 8, 16, 256), (32768, 4096, 256, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [group_norm_6, silu_6, reciprocal_2, mul_64, mul_65, sub_19, mul_66, add_49, mul_67, unsqueeze_83, view_61, mul_71, mul_72, sub_20, mul_73, mul_74, mul_75, mul_76, neg_15, mul_77, mul_78, mul_79, sub_21, unsqueeze_84, unsqueeze_85, unsqueeze_86, unsqueeze_87, unsqueeze_88, view_62, mul_80, mul_81, add_50, add_51], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_13.run(buf41, buf36, rsqrt_6, primals_39, cat, buf40, getitem_19, buf39, 65536, stream=stream0)
            del buf36
            del cat
            del primals_39
            buf42 = reinterpret_tensor(buf29, (8, 16), (16, 1), 0); del buf29  # reuse
            buf43 = reinterpret_tensor(buf21, (128, ), (1, ), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [group_norm_6, unsqueeze_83, view_65, view_66, unsqueeze_89, mul_82, sub_22, mul_83, sum_25, sum_26], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_14:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_14.run(buf37, buf38, getitem_19, rsqrt_6, buf42, buf43, 128, stream=stream0)
            del getitem_19
            del rsqrt_6
            buf44 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [view_64, add_52], Original ATen: [aten.native_group_norm_backward, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_native_group_norm_backward_15:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_group_norm_backward_15.run(buf44, buf41, 65536, stream=stream0)
            del buf41
            buf45 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_64, add_52, slice_1, sum_27], Original ATen: [aten.native_group_norm_backward, aten.add, aten.slice, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_add_convolution_backward_native_group_norm_backward_slice_16:24
            stream0 = get_raw_stream(0)
            triton_per_fused_add_convolution_backward_native_group_norm_backward_slice_16.run(buf44, buf45, 64, 512, stream=stream0)
            # Topologically Sorted Source Nodes: [view_64, add_52, slice_1, convolution_backward_4], Original ATen: [aten.native_group_norm_backward, aten.add, aten.slice, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:25
            buf46 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf44, (2, 64, 16, 16), (32768, 256, 16, 1), 0), _unsafe_index, primals_37, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del _unsafe_index
            del primals_37
            buf47 = buf46[0]
            assert_size_stride(buf47, (2, 128, 16, 16), (32768, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf47, 16, 'torch.ops.aten.convolution_backward.default')
            buf48 = buf46[1]
            assert_size_stride(buf48, (64, 128, 3, 3), (1152, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf48, 16, 'torch.ops.aten.convolution_backward.default')
            del buf46
            buf49 = empty_strided_cuda((2, 128, 8, 8), (8192, 64, 8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full], Original ATen: [aten.new_zeros]
            # [Provenance debug handles] triton_poi_fused_new_zeros_17:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_17.run(buf49, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [full, interpolate, index_put], Original ATen: [aten.new_zeros, aten.unsqueeze, aten._unsafe_index_put]
            # [Provenance debug handles] triton_poi_fused__unsafe_index_put_new_zeros_unsqueeze_18:27
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_index_put_new_zeros_unsqueeze_18.run(convert_element_type_1, buf47, buf49, 65536, stream=stream0)
            del buf47
            del convert_element_type_1
            # Topologically Sorted Source Nodes: [convolution_backward_5], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:28
            buf52 = torch.ops.aten.convolution_backward.default(buf49, view_27, primals_35, [128], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del primals_35
            del view_27
            buf53 = buf52[0]
            assert_size_stride(buf53, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf53, 16, 'torch.ops.aten.convolution_backward.default')
            buf55 = empty_strided_cuda((2, 64, 128), (8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_68, permute_16, view_69, o_2, permute_17, bmm_4], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:29
            extern_kernels.bmm(reinterpret_tensor(div_7, (2, 64, 64), (4096, 1, 64), 0), reinterpret_tensor(buf53, (2, 64, 128), (8192, 128, 1), 0), out=buf55)
            buf56 = empty_strided_cuda((2, 64, 64), (4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_68, permute_16, view_69, bmm_5], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:30
            extern_kernels.bmm(reinterpret_tensor(buf53, (2, 64, 128), (8192, 128, 1), 0), permute_18, out=buf56)
            del permute_18
            buf58 = reinterpret_tensor(div_7, (2, 1, 64, 64), (4096, 1, 64, 1), 0); del div_7  # reuse
            # Topologically Sorted Source Nodes: [view_71, mul_84, sum_29, neg_16, fma, mul_85], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_mul_view_19:31
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_mul_view_19.run(buf58, buf56, 128, 64, stream=stream0)
            del buf56
            buf59 = reinterpret_tensor(buf53, (2, 128, 64), (8192, 64, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [view_71, mul_84, neg_16, fma, mul_85, view_72, bmm_6], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:32
            extern_kernels.bmm(permute_19, reinterpret_tensor(buf58, (2, 64, 64), (4096, 64, 1), 0), out=buf59)
            del permute_19
            buf60 = empty_strided_cuda((2, 64, 128), (8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_71, mul_84, neg_16, fma, mul_85, view_72, bmm_7], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:33
            extern_kernels.bmm(reinterpret_tensor(buf58, (2, 64, 64), (4096, 64, 1), 0), permute_20, out=buf60)
            del permute_20
            buf61 = empty_strided_cuda((2, 3, 128, 64), (24576, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_70, permute_23, view_74, permute_22, permute_24, cat_1], Original ATen: [aten.view, aten.transpose, aten.stack]
            # [Provenance debug handles] triton_poi_fused_stack_transpose_view_20:34
            stream0 = get_raw_stream(0)
            triton_poi_fused_stack_transpose_view_20.run(buf60, buf59, buf55, buf61, 768, 64, stream=stream0)
            del buf55
            del buf59
            # Topologically Sorted Source Nodes: [view_70, permute_23, view_74, permute_22, permute_24, cat_1, view_75, view_76, convolution_backward_6], Original ATen: [aten.view, aten.transpose, aten.stack, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:35
            buf63 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf61, (2, 384, 8, 8), (24576, 64, 8, 1), 0), add_22, primals_33, [384], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del add_22
            del primals_33
            buf64 = buf63[0]
            assert_size_stride(buf64, (2, 128, 8, 8), (8192, 64, 8, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf64, 16, 'torch.ops.aten.convolution_backward.default')
            buf66 = buf38; del buf38  # reuse
            buf67 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [add_4, mul_86, view_77, sum_31, view_78, sum_32], Original ATen: [aten.add, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_group_norm_backward_21:36
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_group_norm_backward_21.run(buf64, convolution_6, convolution_4, buf66, buf67, 256, 64, stream=stream0)
            buf68 = buf40; del buf40  # reuse
            buf69 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [group_norm_5, mul_87, view_79, sum_33, mul_88, view_80, sum_34], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_12:37
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_12.run(buf66, primals_31, buf67, buf68, buf69, 16, 16, stream=stream0)
            buf51 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf72 = buf64; del buf64  # reuse
            buf93 = reinterpret_tensor(buf60, (2, 128, 8, 8), (8192, 64, 8, 1), 0); del buf60  # reuse
            # Topologically Sorted Source Nodes: [sum_28, add_4, unsqueeze_93, view_81, mul_89, mul_90, sub_23, mul_91, mul_92, mul_93, mul_94, neg_17, mul_95, mul_96, mul_97, sub_24, unsqueeze_94, unsqueeze_95, unsqueeze_96, unsqueeze_97, unsqueeze_98, view_82, mul_98, group_norm_5, mul_99, add_53, add_54, view_84, add_55, group_norm_3], Original ATen: [aten.convolution_backward, aten.add, aten.native_group_norm_backward, aten.native_group_norm]
            # [Provenance debug handles] triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_22:38
            stream0 = get_raw_stream(0)
            triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_22.run(buf72, buf49, squeeze_11, primals_31, convolution_6, convolution_4, buf69, squeeze_10, buf68, getitem_10, rsqrt_3, primals_21, primals_22, buf51, buf93, 128, 128, stream=stream0)
            del convolution_6
            del primals_22
            del primals_31
            buf54 = buf52[1]
            assert_size_stride(buf54, (128, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf54, 16, 'torch.ops.aten.convolution_backward.default')
            del buf52
            buf62 = empty_strided_cuda((384, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_70, permute_23, view_74, permute_22, permute_24, cat_1, view_75, view_76, sum_30], Original ATen: [aten.view, aten.transpose, aten.stack, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_stack_transpose_view_23:39
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_stack_transpose_view_23.run(buf61, buf62, 384, 128, stream=stream0)
            del buf61
            buf65 = buf63[1]
            assert_size_stride(buf65, (384, 128, 1, 1), (128, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf65, 16, 'torch.ops.aten.convolution_backward.default')
            del buf63
            buf70 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            buf71 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_93, view_85, view_86, unsqueeze_99, mul_100, sub_25, mul_101, sum_35, sum_36], Original ATen: [aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_14:40
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_14.run(buf66, buf67, squeeze_10, squeeze_11, buf70, buf71, 128, stream=stream0)
            del squeeze_10
            del squeeze_11
            # Topologically Sorted Source Nodes: [convolution_backward_7], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:41
            buf74 = torch.ops.aten.convolution_backward.default(buf72, div_6, primals_29, [128], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_6
            del primals_29
            buf75 = buf74[0]
            assert_size_stride(buf75, (2, 128, 8, 8), (8192, 64, 8, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf75, 16, 'torch.ops.aten.convolution_backward.default')
            buf77 = buf49; del buf49  # reuse
            buf78 = buf67; del buf67  # reuse
            buf79 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [getitem_4, h_2, group_norm_4, silu_5, reciprocal_3, mul_102, mul_103, sub_26, mul_104, add_57, mul_105, mul_106, view_88, sum_38, view_89, sum_39], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_24:42
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_24.run(convolution_5, addmm_1, getitem_12, rsqrt_4, primals_27, primals_28, buf75, buf77, buf78, buf79, 256, 64, stream=stream0)
            del primals_28
            buf80 = buf69; del buf69  # reuse
            buf81 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [group_norm_4, mul_107, view_90, sum_40, mul_108, view_91, sum_41], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_12:43
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_12.run(buf78, primals_27, buf79, buf80, buf81, 16, 16, stream=stream0)
            buf82 = reinterpret_tensor(buf75, (2, 8, 16, 64), (8192, 1024, 64, 1), 0); del buf75  # reuse
            buf83 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [getitem_4, h_2, group_norm_4, silu_5, reciprocal_3, mul_102, mul_103, sub_26, mul_104, add_57, mul_105, unsqueeze_103, view_92, mul_109, mul_110, sub_27, mul_111, mul_112, mul_113, mul_114, neg_19, mul_115, mul_116, mul_117, sub_28, unsqueeze_104, unsqueeze_105, unsqueeze_106, unsqueeze_107, unsqueeze_108, view_93, mul_118, mul_119, add_58, add_59], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_25:44
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_25.run(buf83, buf77, rsqrt_4, primals_27, convolution_5, addmm_1, buf81, getitem_12, buf80, 16384, stream=stream0)
            del addmm_1
            del buf77
            del convolution_5
            del primals_27
            # Topologically Sorted Source Nodes: [group_norm_4, mul_110, sub_27, mul_111, mul_112, mul_113, mul_114, neg_19, mul_115, mul_116, mul_117, sub_28, unsqueeze_107, unsqueeze_108, add_59, view_95, convolution_backward_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:45
            buf90 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf83, (2, 128, 8, 8), (8192, 64, 8, 1), 0), div_4, primals_23, [128], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_4
            del primals_23
            buf91 = buf90[0]
            assert_size_stride(buf91, (2, 128, 8, 8), (8192, 64, 8, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf91, 16, 'torch.ops.aten.convolution_backward.default')
            buf94 = empty_strided_cuda((2, 128), (128, 1), torch.float32)
            buf95 = empty_strided_cuda((2, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [silu_3, reciprocal_4, mul_122, mul_123, sub_30, mul_124, add_61, mul_125, mul_126, view_100, sum_47, view_101, sum_48], Original ATen: [aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_backward_silu_silu_backward_26:46
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_backward_silu_silu_backward_26.run(buf91, buf93, convolution_4, buf94, buf95, 256, 64, stream=stream0)
            buf96 = buf81; del buf81  # reuse
            buf97 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [group_norm_3, mul_127, view_102, sum_49, mul_128, view_103, sum_50], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_12:47
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_12.run(buf94, primals_21, buf95, buf96, buf97, 16, 16, stream=stream0)
            buf98 = reinterpret_tensor(buf91, (2, 8, 16, 64), (8192, 1024, 64, 1), 0); del buf91  # reuse
            # Topologically Sorted Source Nodes: [group_norm_3, silu_3, reciprocal_4, mul_122, mul_123, sub_30, mul_124, add_61, mul_125, unsqueeze_113, view_104, mul_129, mul_130, sub_31, mul_131, mul_132, mul_133, mul_134, neg_21, mul_135, mul_136, mul_137, sub_32, unsqueeze_114, unsqueeze_115, unsqueeze_116, unsqueeze_117, unsqueeze_118, view_105, mul_138, mul_139, add_62, add_63], Original ATen: [aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_27:48
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_silu_backward_27.run(buf98, buf93, rsqrt_3, primals_21, convolution_4, buf97, getitem_10, buf96, 16384, stream=stream0)
            del buf93
            del buf96
            del buf97
            del convolution_4
            del primals_21
            buf73 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf101 = reinterpret_tensor(buf98, (2, 128, 8, 8), (8192, 64, 8, 1), 0); del buf98  # reuse
            buf102 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_37, view_107, add_64, sum_53], Original ATen: [aten.convolution_backward, aten.native_group_norm_backward, aten.add]
            # [Provenance debug handles] triton_per_fused_add_convolution_backward_native_group_norm_backward_28:49
            stream0 = get_raw_stream(0)
            triton_per_fused_add_convolution_backward_native_group_norm_backward_28.run(buf101, buf72, buf73, buf102, 128, 128, stream=stream0)
            del buf72
            buf76 = buf74[1]
            assert_size_stride(buf76, (128, 128, 3, 3), (1152, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf76, 16, 'torch.ops.aten.convolution_backward.default')
            del buf74
            buf84 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            buf85 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_4, unsqueeze_103, view_96, view_97, unsqueeze_109, mul_120, sub_29, mul_121, sum_42, sum_43], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_14:50
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_14.run(buf78, buf79, getitem_12, rsqrt_4, buf84, buf85, 128, stream=stream0)
            del buf78
            del getitem_12
            del rsqrt_4
            buf86 = reinterpret_tensor(buf79, (2, 128, 1, 1), (128, 1, 1, 1), 0); del buf79  # reuse
            # Topologically Sorted Source Nodes: [group_norm_4, mul_110, sub_27, mul_111, mul_112, mul_113, mul_114, neg_19, mul_115, mul_116, mul_117, sub_28, unsqueeze_107, unsqueeze_108, add_59, view_95, sum_44], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_sum_29:51
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_sum_29.run(buf83, buf86, 256, 64, stream=stream0)
            buf87 = reinterpret_tensor(buf58, (128, 64), (64, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [squeeze_20, squeeze_21, permute_25, permute_27], Original ATen: [aten.squeeze, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:52
            extern_kernels.mm(reinterpret_tensor(buf86, (128, 2), (1, 128), 0), div_1, out=buf87)
            buf88 = empty_strided_cuda((1, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_20, squeeze_21, sum_45], Original ATen: [aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_poi_fused_squeeze_sum_30:53
            stream0 = get_raw_stream(0)
            triton_poi_fused_squeeze_sum_30.run(buf86, buf88, 128, stream=stream0)
            del buf86
            buf89 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_4, mul_110, sub_27, mul_111, mul_112, mul_113, mul_114, neg_19, mul_115, mul_116, mul_117, sub_28, unsqueeze_107, unsqueeze_108, add_59, view_95, sum_46], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_31:54
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_31.run(buf83, buf89, 128, 128, stream=stream0)
            del buf83
            buf92 = buf90[1]
            assert_size_stride(buf92, (128, 128, 3, 3), (1152, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf92, 16, 'torch.ops.aten.convolution_backward.default')
            del buf90
            buf99 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            buf100 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_3, unsqueeze_113, view_108, view_109, unsqueeze_119, mul_140, sub_33, mul_141, sum_51, sum_52], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_14:55
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_14.run(buf94, buf95, getitem_10, rsqrt_3, buf99, buf100, 128, stream=stream0)
            del buf94
            del buf95
            del getitem_10
            del rsqrt_3
            # Topologically Sorted Source Nodes: [convolution_backward_9], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:56
            buf103 = torch.ops.aten.convolution_backward.default(buf101, add_11, primals_19, [128], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del add_11
            del buf101
            del primals_19
            buf104 = buf103[0]
            assert_size_stride(buf104, (2, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf104, 16, 'torch.ops.aten.convolution_backward.default')
            buf105 = buf103[1]
            assert_size_stride(buf105, (128, 64, 3, 3), (576, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf105, 16, 'torch.ops.aten.convolution_backward.default')
            del buf103
            buf106 = buf104; del buf104  # reuse
            # Topologically Sorted Source Nodes: [slice_2, add_65], Original ATen: [aten.slice, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_slice_32:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_slice_32.run(buf106, buf44, 32768, stream=stream0)
            del buf44
            # Topologically Sorted Source Nodes: [convolution_backward_10], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:58
            buf108 = torch.ops.aten.convolution_backward.default(buf106, view_13, primals_17, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del primals_17
            del view_13
            buf109 = buf108[0]
            assert_size_stride(buf109, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf109, 16, 'torch.ops.aten.convolution_backward.default')
            buf111 = reinterpret_tensor(buf26, (2, 256, 64), (16384, 64, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [view_111, permute_28, view_112, o, permute_29, bmm_8], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:59
            extern_kernels.bmm(reinterpret_tensor(div_3, (2, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf109, (2, 256, 64), (16384, 64, 1), 0), out=buf111)
            buf112 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_111, permute_28, view_112, bmm_9], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:60
            extern_kernels.bmm(reinterpret_tensor(buf109, (2, 256, 64), (16384, 64, 1), 0), permute_30, out=buf112)
            del buf109
            del permute_30
            buf114 = reinterpret_tensor(div_3, (2, 1, 256, 256), (65536, 1, 256, 1), 0); del div_3  # reuse
            # Topologically Sorted Source Nodes: [view_114, mul_142, sum_55, neg_22, fma_1, mul_143], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_mul_view_33:61
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_mul_view_33.run(buf114, buf112, 512, 256, stream=stream0)
            del buf112
            buf115 = empty_strided_cuda((2, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_114, mul_142, neg_22, fma_1, mul_143, view_115, bmm_10], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:62
            extern_kernels.bmm(permute_31, reinterpret_tensor(buf114, (2, 256, 256), (65536, 256, 1), 0), out=buf115)
            del permute_31
            buf116 = empty_strided_cuda((2, 256, 64), (16384, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_114, mul_142, neg_22, fma_1, mul_143, view_115, bmm_11], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:63
            extern_kernels.bmm(reinterpret_tensor(buf114, (2, 256, 256), (65536, 256, 1), 0), permute_32, out=buf116)
            del buf114
            del permute_32
            buf117 = empty_strided_cuda((2, 3, 64, 256), (49152, 16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_113, permute_35, view_117, permute_34, permute_36, cat_2], Original ATen: [aten.view, aten.transpose, aten.stack]
            # [Provenance debug handles] triton_poi_fused_stack_transpose_view_34:64
            stream0 = get_raw_stream(0)
            triton_poi_fused_stack_transpose_view_34.run(buf116, buf115, buf111, buf117, 384, 256, stream=stream0)
            del buf111
            del buf115
            # Topologically Sorted Source Nodes: [view_113, permute_35, view_117, permute_34, permute_36, cat_2, view_118, view_119, convolution_backward_11], Original ATen: [aten.view, aten.transpose, aten.stack, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:65
            buf119 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf117, (2, 192, 16, 16), (49152, 256, 16, 1), 0), add_10, primals_15, [192], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del add_10
            del primals_15
            buf120 = buf119[0]
            assert_size_stride(buf120, (2, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf120, 16, 'torch.ops.aten.convolution_backward.default')
            buf122 = empty_strided_cuda((2, 64), (64, 1), torch.float32)
            buf123 = empty_strided_cuda((2, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_1, mul_144, view_120, sum_57, view_121, sum_58], Original ATen: [aten.add, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_group_norm_backward_35:66
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_group_norm_backward_35.run(buf120, convolution_1, primals_3, buf122, buf123, 128, 256, stream=stream0)
            buf124 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            buf125 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_2, mul_145, view_122, sum_59, mul_146, view_123, sum_60], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_2:67
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_2.run(buf122, primals_13, buf123, buf124, buf125, 16, 8, stream=stream0)
            buf107 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf128 = buf120; del buf120  # reuse
            buf149 = reinterpret_tensor(buf116, (2, 64, 16, 16), (16384, 256, 16, 1), 0); del buf116  # reuse
            buf129 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_54, add_1, unsqueeze_123, view_124, mul_147, mul_148, sub_34, mul_149, mul_150, mul_151, mul_152, neg_23, mul_153, mul_154, mul_155, sub_35, unsqueeze_124, unsqueeze_125, unsqueeze_126, unsqueeze_127, unsqueeze_128, view_125, mul_156, group_norm_2, mul_157, add_66, add_67, view_127, add_68, sum_63, group_norm], Original ATen: [aten.convolution_backward, aten.add, aten.native_group_norm_backward, aten.native_group_norm]
            # [Provenance debug handles] triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_36:68
            stream0 = get_raw_stream(0)
            triton_red_fused_add_convolution_backward_native_group_norm_native_group_norm_backward_36.run(buf128, buf106, squeeze_5, primals_13, convolution_1, primals_3, buf125, squeeze_4, buf124, getitem_1, rsqrt, primals_1, primals_2, buf107, buf149, buf129, 64, 512, stream=stream0)
            del buf106
            del convolution_1
            del primals_1
            del primals_13
            del primals_2
            buf110 = buf108[1]
            assert_size_stride(buf110, (64, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf110, 16, 'torch.ops.aten.convolution_backward.default')
            del buf108
            buf118 = empty_strided_cuda((192, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_113, permute_35, view_117, permute_34, permute_36, cat_2, view_118, view_119, sum_56], Original ATen: [aten.view, aten.transpose, aten.stack, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_stack_transpose_view_37:69
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_stack_transpose_view_37.run(buf117, buf118, 192, 512, stream=stream0)
            del buf117
            buf121 = buf119[1]
            assert_size_stride(buf121, (192, 64, 1, 1), (64, 1, 1, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf121, 16, 'torch.ops.aten.convolution_backward.default')
            del buf119
            buf126 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            buf127 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_123, view_128, view_129, unsqueeze_129, mul_158, sub_36, mul_159, sum_61, sum_62], Original ATen: [aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_4:70
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf122, buf123, squeeze_4, squeeze_5, buf126, buf127, 8, 8, stream=stream0)
            del squeeze_4
            del squeeze_5
            # Topologically Sorted Source Nodes: [convolution_backward_12], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:71
            buf130 = torch.ops.aten.convolution_backward.default(buf128, div_2, primals_11, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del div_2
            del primals_11
            buf131 = buf130[0]
            assert_size_stride(buf131, (2, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf131, 16, 'torch.ops.aten.convolution_backward.default')
            buf132 = buf130[1]
            assert_size_stride(buf132, (64, 64, 3, 3), (576, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf132, 16, 'torch.ops.aten.convolution_backward.default')
            del buf130
            buf133 = buf128; del buf128  # reuse
            buf134 = buf123; del buf123  # reuse
            buf135 = buf122; del buf122  # reuse
            # Topologically Sorted Source Nodes: [getitem, h, group_norm_1, silu_2, reciprocal_5, mul_160, mul_161, sub_37, mul_162, add_70, mul_163, mul_164, view_131, sum_64, view_132, sum_65], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6:72
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_6.run(convolution, addmm, getitem_3, rsqrt_1, primals_9, primals_10, buf131, buf133, buf134, buf135, 128, 256, stream=stream0)
            del primals_10
            buf136 = buf125; del buf125  # reuse
            buf137 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [group_norm_1, mul_165, view_133, sum_66, mul_166, view_134, sum_67], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_2:73
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_2.run(buf134, primals_9, buf135, buf136, buf137, 16, 8, stream=stream0)
            buf138 = reinterpret_tensor(buf131, (2, 8, 8, 256), (16384, 2048, 256, 1), 0); del buf131  # reuse
            buf139 = buf138; del buf138  # reuse
            # Topologically Sorted Source Nodes: [getitem, h, group_norm_1, silu_2, reciprocal_5, mul_160, mul_161, sub_37, mul_162, add_70, mul_163, unsqueeze_133, view_135, mul_167, mul_168, sub_38, mul_169, mul_170, mul_171, mul_172, neg_25, mul_173, mul_174, mul_175, sub_39, unsqueeze_134, unsqueeze_135, unsqueeze_136, unsqueeze_137, unsqueeze_138, view_136, mul_176, mul_177, add_71, add_72], Original ATen: [aten.unsqueeze, aten.add, aten.native_group_norm, aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7:74
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_group_norm_native_group_norm_backward_silu_silu_backward_unsqueeze_7.run(buf139, buf133, rsqrt_1, primals_9, convolution, addmm, buf137, getitem_3, buf136, 32768, stream=stream0)
            del addmm
            del buf133
            del buf136
            del buf137
            del convolution
            del primals_9
            buf140 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            buf141 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_1, unsqueeze_133, view_139, view_140, unsqueeze_139, mul_178, sub_40, mul_179, sum_68, sum_69], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_4:75
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf134, buf135, getitem_3, rsqrt_1, buf140, buf141, 8, 8, stream=stream0)
            del getitem_3
            del rsqrt_1
            buf142 = reinterpret_tensor(buf135, (2, 64, 1, 1), (64, 1, 1, 1), 0); del buf135  # reuse
            # Topologically Sorted Source Nodes: [group_norm_1, mul_168, sub_38, mul_169, mul_170, mul_171, mul_172, neg_25, mul_173, mul_174, mul_175, sub_39, unsqueeze_137, unsqueeze_138, add_72, view_138, sum_70], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_group_norm_native_group_norm_backward_sum_8:76
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_native_group_norm_backward_sum_8.run(buf139, buf142, 128, 256, stream=stream0)
            buf143 = empty_strided_cuda((64, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_22, squeeze_23, permute_37, permute_39], Original ATen: [aten.squeeze, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:77
            extern_kernels.mm(reinterpret_tensor(buf142, (64, 2), (1, 64), 0), div_1, out=buf143)
            del div_1
            buf144 = empty_strided_cuda((1, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [squeeze_22, squeeze_23, sum_71], Original ATen: [aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_poi_fused_squeeze_sum_9:78
            stream0 = get_raw_stream(0)
            triton_poi_fused_squeeze_sum_9.run(buf142, buf144, 64, stream=stream0)
            buf145 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm_1, mul_168, sub_38, mul_169, mul_170, mul_171, mul_172, neg_25, mul_173, mul_174, mul_175, sub_39, unsqueeze_137, unsqueeze_138, add_72, view_138, sum_72], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10:79
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_native_group_norm_native_group_norm_backward_10.run(buf139, buf145, 64, 512, stream=stream0)
            # Topologically Sorted Source Nodes: [group_norm_1, mul_168, sub_38, mul_169, mul_170, mul_171, mul_172, neg_25, mul_173, mul_174, mul_175, sub_39, unsqueeze_137, unsqueeze_138, add_72, view_138, convolution_backward_13], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:80
            buf146 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf139, (2, 64, 16, 16), (16384, 256, 16, 1), 0), div, primals_4, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf139
            del div
            del primals_4
            buf147 = buf146[0]
            assert_size_stride(buf147, (2, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf147, 16, 'torch.ops.aten.convolution_backward.default')
            buf148 = buf146[1]
            assert_size_stride(buf148, (64, 64, 3, 3), (576, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf148, 16, 'torch.ops.aten.convolution_backward.default')
            del buf146
            buf150 = reinterpret_tensor(buf142, (2, 64), (64, 1), 0); del buf142  # reuse
            buf151 = buf134; del buf134  # reuse
            # Topologically Sorted Source Nodes: [silu, reciprocal_6, mul_180, mul_181, sub_41, mul_182, add_74, mul_183, mul_184, view_143, sum_73, view_144, sum_74], Original ATen: [aten.silu, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_group_norm_backward_silu_silu_backward_38:81
            stream0 = get_raw_stream(0)
            triton_per_fused_native_group_norm_backward_silu_silu_backward_38.run(buf147, buf149, primals_3, buf150, buf151, 128, 256, stream=stream0)
            del buf147
            del buf149
            del primals_3
            buf152 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
            buf153 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_145, view_146, group_norm, unsqueeze_141, mul_185, sub_42, unsqueeze_142, mul_186, sum_75, sum_76], Original ATen: [aten.native_group_norm_backward, aten.native_group_norm]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_4:82
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf150, buf151, getitem_1, rsqrt, buf152, buf153, 8, 8, stream=stream0)
            del buf150
            del buf151
            del getitem_1
            del rsqrt
        return (reinterpret_tensor(buf152, (64, ), (1, ), 0), buf153, None, buf148, buf145, None, buf143, reinterpret_tensor(buf144, (64, ), (1, ), 0), reinterpret_tensor(buf140, (64, ), (1, ), 0), buf141, buf132, buf129, reinterpret_tensor(buf126, (64, ), (1, ), 0), buf127, buf121, buf118, buf110, buf107, buf105, buf102, reinterpret_tensor(buf99, (128, ), (1, ), 0), buf100, buf92, buf89, buf87, reinterpret_tensor(buf88, (128, ), (1, ), 0), reinterpret_tensor(buf84, (128, ), (1, ), 0), buf85, buf76, buf73, reinterpret_tensor(buf70, (128, ), (1, ), 0), buf71, buf65, buf62, buf54, buf51, buf48, buf45, reinterpret_tensor(buf42, (128, ), (1, ), 0), buf43, buf35, buf32, buf30, reinterpret_tensor(buf31, (64, ), (1, ), 0), reinterpret_tensor(buf27, (64, ), (1, ), 0), buf28, buf19, buf16, buf15, buf12, reinterpret_tensor(buf10, (64, ), (1, ), 0), buf11, buf3, buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((192, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((64, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((384, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((64, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((64, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((64, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((3, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((2, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    addmm = rand_strided((2, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    add_10 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    squeeze_4 = rand_strided((2, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    squeeze_5 = rand_strided((2, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((2, 1, 256, 256), (65536, 65536, 256, 1), device='cuda:0', dtype=torch.float32)
    view_13 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    add_11 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    convolution_4 = rand_strided((2, 128, 8, 8), (8192, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    getitem_10 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((2, 128, 8, 8), (8192, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    convolution_5 = rand_strided((2, 128, 8, 8), (8192, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    addmm_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    getitem_12 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_6 = rand_strided((2, 128, 8, 8), (8192, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    convolution_6 = rand_strided((2, 128, 8, 8), (8192, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    add_22 = rand_strided((2, 128, 8, 8), (8192, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    squeeze_10 = rand_strided((2, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    squeeze_11 = rand_strided((2, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    div_7 = rand_strided((2, 1, 64, 64), (4096, 4096, 64, 1), device='cuda:0', dtype=torch.float32)
    view_27 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.int64)
    _unsafe_index = rand_strided((2, 128, 16, 16), (32768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    cat = rand_strided((2, 128, 16, 16), (32768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_19 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_6 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_8 = rand_strided((2, 128, 16, 16), (32768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    convolution_10 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((2, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    getitem_21 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_7 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_10 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    add_36 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_23 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_8 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div_11 = rand_strided((2, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    permute_18 = rand_strided((2, 128, 64), (24576, 64, 1), device='cuda:0', dtype=torch.float32)
    permute_19 = rand_strided((2, 128, 64), (24576, 64, 1), device='cuda:0', dtype=torch.float32)
    permute_20 = rand_strided((2, 64, 128), (24576, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_30 = rand_strided((2, 64, 256), (49152, 256, 1), device='cuda:0', dtype=torch.float32)
    permute_31 = rand_strided((2, 64, 256), (49152, 256, 1), device='cuda:0', dtype=torch.float32)
    permute_32 = rand_strided((2, 256, 64), (49152, 1, 256), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_9, primals_10, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_22, primals_23, primals_27, primals_28, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_40, primals_41, primals_45, primals_46, primals_47, primals_49, primals_51, primals_52, primals_53, getitem_1, rsqrt, div, convolution, div_1, addmm, getitem_3, rsqrt_1, div_2, convolution_1, add_10, squeeze_4, squeeze_5, div_3, view_13, add_11, convolution_4, getitem_10, rsqrt_3, div_4, convolution_5, addmm_1, getitem_12, rsqrt_4, div_6, convolution_6, add_22, squeeze_10, squeeze_11, div_7, view_27, convert_element_type_1, _unsafe_index, cat, getitem_19, rsqrt_6, div_8, convolution_10, addmm_2, getitem_21, rsqrt_7, div_10, add_36, getitem_23, rsqrt_8, div_11, permute_18, permute_19, permute_20, permute_30, permute_31, permute_32, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
