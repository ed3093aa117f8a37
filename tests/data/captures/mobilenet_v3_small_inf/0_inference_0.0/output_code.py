# AOT ID: ['0_inference']
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


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/su/csuqe42z5ohiudp7l4c5rwygcgds62kdsromyqbnm6dk7jsoewcu.py
# Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   input_1 => convolution
# Graph fragment:
#   %arg1_1 : Tensor "f32[4, 3, 96, 96][27648, 9216, 96, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convolution : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg1_1, %arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf0
triton_poi_fused_convolution_0 = async_compile.triton('triton_poi_fused_convolution_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 16384}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 884736, 'x': 442368}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_0(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 12
    xnumel = 9216
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 9216*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 3*x2 + 27648*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/rw/crwrkqkrjcdmnvssbzgoc6emsxsw2o2yhbe344tfrdekl2vxw6f3.py
# Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   input_1 => convolution
# Graph fragment:
#   %arg0_1 : Tensor "f32[16, 3, 3, 3][27, 9, 3, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %convolution : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg1_1, %arg0_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf1
triton_poi_fused_convolution_1 = async_compile.triton('triton_poi_fused_convolution_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3456, 'x': 1728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_1(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 48
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 3*x2 + 27*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/kj/ckjfzqipfg2dx3xlmwwfxv45fs2coueuyjmju73ib7jntztbwb5p.py
# Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   input_2 => add, add_1, mul, mul_1, mul_2, reciprocal, sqrt, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   input_3 => add_2, clamp_max, clamp_min, div, mul_3
# Graph fragment:
#   %convolution : Tensor "f32[4, 16, 48, 48][36864, 1, 768, 16]cuda:0" = PlaceHolder[target=convolution]
#   %arg2_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %add_1 : Tensor "f32[4, 16, 48, 48][36864, 1, 768, 16]cuda:0" = PlaceHolder[target=add_1]
#   %unsqueeze : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg2_1, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %sub : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_1), kwargs = {})
#   %add : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, 0.001), kwargs = {})
#   %sqrt : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add,), kwargs = {})
#   %reciprocal : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt,), kwargs = {})
#   %mul : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %mul_1 : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %unsqueeze_3), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg4_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_2 : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg5_1, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_1 : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2, %unsqueeze_7), kwargs = {})
#   %add_2 : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1, 3), kwargs = {})
#   %clamp_min : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_2, 0), kwargs = {})
#   %clamp_max : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 6), kwargs = {})
#   %mul_3 : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1, %clamp_max), kwargs = {})
#   %div : Tensor "f32[4, 16, 48, 48][36864, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_3, 6), kwargs = {})
#   return %add_1,%div
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1769728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x2), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/6i/c6ilutlb4sswt7akzdrphvh3z2abd6oguam2mxw3firlh7r6trdg.py
# Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
# Source node to ATen node mapping:
#   input_5 => add_3, add_4, mul_4, mul_5, mul_6, reciprocal_1, sqrt_1, sub_1, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_8, unsqueeze_9
#   input_6 => relu
# Graph fragment:
#   %convolution_1 : Tensor "f32[4, 16, 24, 24][9216, 1, 384, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %arg7_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %arg8_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %arg9_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %unsqueeze_8 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg7_1, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %sub_1 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_9), kwargs = {})
#   %add_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg8_1, 0.001), kwargs = {})
#   %sqrt_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_3,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_4 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_4, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %mul_5 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %unsqueeze_11), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg9_1, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %mul_6 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg10_1, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %add_4 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_15), kwargs = {})
#   %relu : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_4,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_no_training_relu_3 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_relu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_relu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 442624}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 36864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/4r/c4r3aqncg3caudsyvlqqxan7ljnwrd2lmqvsf67iauaz6wcbn7m3.py
# Topologically Sorted Source Nodes: [scale], Original ATen: [aten.mean]
# Source node to ATen node mapping:
#   scale => mean
# Graph fragment:
#   %relu : Tensor "f32[4, 16, 24, 24][9216, 1, 384, 16]cuda:0" = PlaceHolder[target=relu]
#   %mean : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu, [-1, -2], True), kwargs = {})
#   return %buf7
triton_red_fused_mean_4 = async_compile.triton('triton_red_fused_mean_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mean_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 150016, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_mean_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 320
    r0_numel = 116
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = ((xindex // 16) % 5)
    x0 = (xindex % 16)
    x2 = xindex // 80
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x4 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = r0_3 + 116*x1
        tmp1 = tl.full([1, 1], 576, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 16*(((r0_3 + 116*x1) % 576)) + 9216*x2), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask & xmask, tmp6, _tmp5)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tl.store(out_ptr0 + (x4), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ed/cedeg4il4eqzgxffjlz2njestfmbhllh6rmv7lpz3vkwoj6x4x6w.py
# Topologically Sorted Source Nodes: [scale], Original ATen: [aten.mean]
# Source node to ATen node mapping:
#   scale => mean
# Graph fragment:
#   %buf7 : Tensor "f32[4, 16, 1, 1, 5][80, 1, 320, 320, 16]cuda:0" = PlaceHolder[target=buf7]
#   %buf8 : Tensor "f32[4, 16, 1, 1][16, 1, 64, 64]cuda:0" = PlaceHolder[target=buf8]
#   %mean : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu, [-1, -2], True), kwargs = {})
#   return %buf8,%mean
triton_per_fused_mean_5 = async_compile.triton('triton_per_fused_mean_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mean_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1792, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_mean_5(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 5
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 80*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 576.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ni/cniztsnwgafze2dt6t5x2w4iqpdvakle3gds5fjujhfwtxevrbzq.py
# Topologically Sorted Source Nodes: [scale, scale_1, scale_2], Original ATen: [aten.mean, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   scale => mean
#   scale_1 => convolution_2
#   scale_2 => relu_1
# Graph fragment:
#   %buf10 : Tensor "f32[4, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=buf10]
#   %arg12_1 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %mean : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu, [-1, -2], True), kwargs = {})
#   %convolution_2 : Tensor "f32[4, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %arg11_1, %arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "f32[4, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   return %relu_1
triton_poi_fused_convolution_mean_relu_6 = async_compile.triton('triton_poi_fused_convolution_mean_relu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_mean_relu_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_mean_relu_6(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 8)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ym/cymmkf6nfrofhyp34wvdczgyxjxj23yfdehs44k4kgst7tucwrru.py
# Topologically Sorted Source Nodes: [scale, scale_1, scale_2, scale_3, scale_4, input_7], Original ATen: [aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_7 => mul_7
#   scale => mean
#   scale_1 => convolution_2
#   scale_2 => relu_1
#   scale_3 => convolution_3
#   scale_4 => add_5, clamp_max_1, clamp_min_1, div_1
# Graph fragment:
#   %buf12 : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=buf12]
#   %arg14_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %relu : Tensor "f32[4, 16, 24, 24][9216, 1, 384, 16]cuda:0" = PlaceHolder[target=relu]
#   %mean : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu, [-1, -2], True), kwargs = {})
#   %convolution_2 : Tensor "f32[4, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %arg11_1, %arg12_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "f32[4, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_2,), kwargs = {})
#   %convolution_3 : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %arg13_1, %arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_5 : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_3, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_5, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %div_1 : Tensor "f32[4, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_1, 6), kwargs = {})
#   %mul_7 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %relu), kwargs = {})
#   return %mul_7
triton_poi_fused_convolution_hardsigmoid_mean_mul_relu_7 = async_compile.triton('triton_poi_fused_convolution_hardsigmoid_mean_mul_relu_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardsigmoid_mean_mul_relu_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 442688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardsigmoid_mean_mul_relu_7(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 36864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 16)
    x2 = xindex // 9216
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (x3), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp10 * tmp11
    tl.store(in_out_ptr0 + (x3), tmp12, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/el/cellibu4gmsg2tuu3ase4hizn4u2tz2xiyrvjxotd56jtrnmv2lm.py
# Topologically Sorted Source Nodes: [input_9], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_9 => add_6, add_7, mul_10, mul_8, mul_9, reciprocal_2, sqrt_2, sub_2, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23
# Graph fragment:
#   %convolution_4 : Tensor "f32[4, 16, 24, 24][9216, 1, 384, 16]cuda:0" = PlaceHolder[target=convolution_4]
#   %arg16_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %arg17_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %arg19_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %unsqueeze_16 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg16_1, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %sub_2 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_17), kwargs = {})
#   %add_6 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg17_1, 0.001), kwargs = {})
#   %sqrt_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_6,), kwargs = {})
#   %reciprocal_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_2,), kwargs = {})
#   %mul_8 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_2, 1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_8, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %mul_9 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %unsqueeze_19), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg18_1, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_10 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg19_1, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_7 : Tensor "f32[4, 16, 24, 24][9216, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %unsqueeze_23), kwargs = {})
#   return %add_7
triton_poi_fused__native_batch_norm_legit_no_training_8 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 442624}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 36864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ab/cablx4j4wc32sklk3o6rwuxxf4uu6hcm5fdv545utbirstuykptc.py
# Topologically Sorted Source Nodes: [input_11, input_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
# Source node to ATen node mapping:
#   input_11 => add_8, add_9, mul_11, mul_12, mul_13, reciprocal_3, sqrt_3, sub_3, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31
#   input_12 => relu_2
# Graph fragment:
#   %convolution_5 : Tensor "f32[4, 72, 24, 24][41472, 1, 1728, 72]cuda:0" = PlaceHolder[target=convolution_5]
#   %arg21_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %arg23_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %unsqueeze_24 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg21_1, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %sub_3 : Tensor "f32[4, 72, 24, 24][41472, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %unsqueeze_25), kwargs = {})
#   %add_8 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg22_1, 0.001), kwargs = {})
#   %sqrt_3 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_8,), kwargs = {})
#   %reciprocal_3 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_3,), kwargs = {})
#   %mul_11 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_3, 1), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_11, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %mul_12 : Tensor "f32[4, 72, 24, 24][41472, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %unsqueeze_27), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg23_1, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_13 : Tensor "f32[4, 72, 24, 24][41472, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg24_1, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_9 : Tensor "f32[4, 72, 24, 24][41472, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %unsqueeze_31), kwargs = {})
#   %relu_2 : Tensor "f32[4, 72, 24, 24][41472, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_9,), kwargs = {})
#   return %relu_2
triton_poi_fused__native_batch_norm_legit_no_training_relu_9 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_relu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_relu_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1991808}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 165888
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 72)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/s4/cs4aqbrud72r5qb4n2emvxwoptosqcorpq3l6dpzq6ssuy324r4x.py
# Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
# Source node to ATen node mapping:
#   input_14 => add_10, add_11, mul_14, mul_15, mul_16, reciprocal_4, sqrt_4, sub_4, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39
#   input_15 => relu_3
# Graph fragment:
#   %convolution_6 : Tensor "f32[4, 72, 12, 12][10368, 1, 864, 72]cuda:0" = PlaceHolder[target=convolution_6]
#   %arg26_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg26_1]
#   %arg27_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %arg28_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %arg29_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %unsqueeze_32 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg26_1, -1), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_32, -1), kwargs = {})
#   %sub_4 : Tensor "f32[4, 72, 12, 12][10368, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %unsqueeze_33), kwargs = {})
#   %add_10 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg27_1, 0.001), kwargs = {})
#   %sqrt_4 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_10,), kwargs = {})
#   %reciprocal_4 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_4,), kwargs = {})
#   %mul_14 : Tensor "f32[72][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_4, 1), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_14, -1), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, -1), kwargs = {})
#   %mul_15 : Tensor "f32[4, 72, 12, 12][10368, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %unsqueeze_35), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg28_1, -1), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, -1), kwargs = {})
#   %mul_16 : Tensor "f32[4, 72, 12, 12][10368, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %unsqueeze_37), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[72, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg29_1, -1), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[72, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, -1), kwargs = {})
#   %add_11 : Tensor "f32[4, 72, 12, 12][10368, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %unsqueeze_39), kwargs = {})
#   %relu_3 : Tensor "f32[4, 72, 12, 12][10368, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_11,), kwargs = {})
#   return %relu_3
triton_poi_fused__native_batch_norm_legit_no_training_relu_10 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_relu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_relu_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 498816}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 41472
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 72)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/65/c65c4myq5qb2gapnmdnvnhxybycseijbucalyfjdcdlupykdmz7e.py
# Topologically Sorted Source Nodes: [input_17], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_17 => add_12, add_13, mul_17, mul_18, mul_19, reciprocal_5, sqrt_5, sub_5, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47
# Graph fragment:
#   %convolution_7 : Tensor "f32[4, 24, 12, 12][3456, 1, 288, 24]cuda:0" = PlaceHolder[target=convolution_7]
#   %arg31_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg31_1]
#   %arg32_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg32_1]
#   %arg33_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg33_1]
#   %arg34_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %unsqueeze_40 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg31_1, -1), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, -1), kwargs = {})
#   %sub_5 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %unsqueeze_41), kwargs = {})
#   %add_12 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg32_1, 0.001), kwargs = {})
#   %sqrt_5 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_12,), kwargs = {})
#   %reciprocal_5 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_5,), kwargs = {})
#   %mul_17 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_5, 1), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_17, -1), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, -1), kwargs = {})
#   %mul_18 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %unsqueeze_43), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg33_1, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %mul_19 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %unsqueeze_45), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg34_1, -1), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, -1), kwargs = {})
#   %add_13 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %unsqueeze_47), kwargs = {})
#   return %add_13
triton_poi_fused__native_batch_norm_legit_no_training_11 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 166272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 13824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/aa/caai6htu6sqy2wxy56rsa7x4b6oqgnf3plh3sns5gcovedjc6upp.py
# Topologically Sorted Source Nodes: [input_19, input_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
# Source node to ATen node mapping:
#   input_19 => add_14, add_15, mul_20, mul_21, mul_22, reciprocal_6, sqrt_6, sub_6, unsqueeze_48, unsqueeze_49, unsqueeze_50, unsqueeze_51, unsqueeze_52, unsqueeze_53, unsqueeze_54, unsqueeze_55
#   input_20 => relu_4
# Graph fragment:
#   %convolution_8 : Tensor "f32[4, 88, 12, 12][12672, 1, 1056, 88]cuda:0" = PlaceHolder[target=convolution_8]
#   %arg36_1 : Tensor "f32[88][1]cuda:0" = PlaceHolder[target=arg36_1]
#   %arg37_1 : Tensor "f32[88][1]cuda:0" = PlaceHolder[target=arg37_1]
#   %arg38_1 : Tensor "f32[88][1]cuda:0" = PlaceHolder[target=arg38_1]
#   %arg39_1 : Tensor "f32[88][1]cuda:0" = PlaceHolder[target=arg39_1]
#   %unsqueeze_48 : Tensor "f32[88, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg36_1, -1), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[88, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_48, -1), kwargs = {})
#   %sub_6 : Tensor "f32[4, 88, 12, 12][12672, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_8, %unsqueeze_49), kwargs = {})
#   %add_14 : Tensor "f32[88][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg37_1, 0.001), kwargs = {})
#   %sqrt_6 : Tensor "f32[88][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_14,), kwargs = {})
#   %reciprocal_6 : Tensor "f32[88][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_6,), kwargs = {})
#   %mul_20 : Tensor "f32[88][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_6, 1), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[88, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_20, -1), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[88, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_50, -1), kwargs = {})
#   %mul_21 : Tensor "f32[4, 88, 12, 12][12672, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %unsqueeze_51), kwargs = {})
#   %unsqueeze_52 : Tensor "f32[88, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg38_1, -1), kwargs = {})
#   %unsqueeze_53 : Tensor "f32[88, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_52, -1), kwargs = {})
#   %mul_22 : Tensor "f32[4, 88, 12, 12][12672, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_21, %unsqueeze_53), kwargs = {})
#   %unsqueeze_54 : Tensor "f32[88, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg39_1, -1), kwargs = {})
#   %unsqueeze_55 : Tensor "f32[88, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_54, -1), kwargs = {})
#   %add_15 : Tensor "f32[4, 88, 12, 12][12672, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_55), kwargs = {})
#   %relu_4 : Tensor "f32[4, 88, 12, 12][12672, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_15,), kwargs = {})
#   return %relu_4
triton_poi_fused__native_batch_norm_legit_no_training_relu_12 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_relu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_relu_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 609664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50688
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 88)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/pj/cpj3ertqqoot2337nyjopzo62xcmtg4abfrzrfcolatv5a23gmgl.py
# Topologically Sorted Source Nodes: [input_25, result], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
# Source node to ATen node mapping:
#   input_25 => add_18, add_19, mul_26, mul_27, mul_28, reciprocal_8, sqrt_8, sub_8, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, unsqueeze_68, unsqueeze_69, unsqueeze_70, unsqueeze_71
#   result => add_20
# Graph fragment:
#   %convolution_10 : Tensor "f32[4, 24, 12, 12][3456, 1, 288, 24]cuda:0" = PlaceHolder[target=convolution_10]
#   %arg46_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg46_1]
#   %arg47_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %arg48_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg48_1]
#   %arg49_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg49_1]
#   %add_13 : Tensor "f32[4, 24, 12, 12][3456, 1, 288, 24]cuda:0" = PlaceHolder[target=add_13]
#   %unsqueeze_64 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg46_1, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, -1), kwargs = {})
#   %sub_8 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_10, %unsqueeze_65), kwargs = {})
#   %add_18 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg47_1, 0.001), kwargs = {})
#   %sqrt_8 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_18,), kwargs = {})
#   %reciprocal_8 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_8,), kwargs = {})
#   %mul_26 : Tensor "f32[24][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_8, 1), kwargs = {})
#   %unsqueeze_66 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_26, -1), kwargs = {})
#   %unsqueeze_67 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_66, -1), kwargs = {})
#   %mul_27 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %unsqueeze_67), kwargs = {})
#   %unsqueeze_68 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg48_1, -1), kwargs = {})
#   %unsqueeze_69 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_68, -1), kwargs = {})
#   %mul_28 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, %unsqueeze_69), kwargs = {})
#   %unsqueeze_70 : Tensor "f32[24, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg49_1, -1), kwargs = {})
#   %unsqueeze_71 : Tensor "f32[24, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_70, -1), kwargs = {})
#   %add_19 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_28, %unsqueeze_71), kwargs = {})
#   %add_20 : Tensor "f32[4, 24, 12, 12][3456, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_19, %add_13), kwargs = {})
#   return %add_20
triton_poi_fused__native_batch_norm_legit_no_training_add_13 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 221568}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 13824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ls/clsosk4gbi37fdexmx6gjt6uosvxphadu7vdfx7b3knsu676uchl.py
# Topologically Sorted Source Nodes: [input_27, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   input_27 => add_21, add_22, mul_29, mul_30, mul_31, reciprocal_9, sqrt_9, sub_9, unsqueeze_72, unsqueeze_73, unsqueeze_74, unsqueeze_75, unsqueeze_76, unsqueeze_77, unsqueeze_78, unsqueeze_79
#   input_28 => add_23, clamp_max_2, clamp_min_2, div_2, mul_32
# Graph fragment:
#   %convolution_11 : Tensor "f32[4, 96, 12, 12][13824, 1, 1152, 96]cuda:0" = PlaceHolder[target=convolution_11]
#   %arg51_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg51_1]
#   %arg52_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg52_1]
#   %arg53_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg53_1]
#   %arg54_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg54_1]
#   %add_22 : Tensor "f32[4, 96, 12, 12][13824, 1, 1152, 96]cuda:0" = PlaceHolder[target=add_22]
#   %unsqueeze_72 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg51_1, -1), kwargs = {})
#   %unsqueeze_73 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_72, -1), kwargs = {})
#   %sub_9 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %unsqueeze_73), kwargs = {})
#   %add_21 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg52_1, 0.001), kwargs = {})
#   %sqrt_9 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_21,), kwargs = {})
#   %reciprocal_9 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_9,), kwargs = {})
#   %mul_29 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_9, 1), kwargs = {})
#   %unsqueeze_74 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_29, -1), kwargs = {})
#   %unsqueeze_75 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_74, -1), kwargs = {})
#   %mul_30 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %unsqueeze_75), kwargs = {})
#   %unsqueeze_76 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg53_1, -1), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_76, -1), kwargs = {})
#   %mul_31 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_30, %unsqueeze_77), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg54_1, -1), kwargs = {})
#   %unsqueeze_79 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_78, -1), kwargs = {})
#   %add_22 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_31, %unsqueeze_79), kwargs = {})
#   %add_23 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, 3), kwargs = {})
#   %clamp_min_2 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_23, 0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_2, 6), kwargs = {})
#   %mul_32 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_22, %clamp_max_2), kwargs = {})
#   %div_2 : Tensor "f32[4, 96, 12, 12][13824, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_32, 6), kwargs = {})
#   return %add_22,%div_2
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_14 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 665088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 55296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 96)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/nc/cncrfe5r4p4xmo2hjwwhglxvm22hncsfvjnjputwsfei3hef3cta.py
# Topologically Sorted Source Nodes: [input_30, input_31, scale_5], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   input_30 => add_24, add_25, mul_33, mul_34, mul_35, reciprocal_10, sqrt_10, sub_10, unsqueeze_80, unsqueeze_81, unsqueeze_82, unsqueeze_83, unsqueeze_84, unsqueeze_85, unsqueeze_86, unsqueeze_87
#   input_31 => add_26, clamp_max_3, clamp_min_3, div_3, mul_36
#   scale_5 => mean_1
# Graph fragment:
#   %convolution_12 : Tensor "f32[4, 96, 6, 6][3456, 1, 576, 96]cuda:0" = PlaceHolder[target=convolution_12]
#   %arg56_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg56_1]
#   %arg57_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg57_1]
#   %arg58_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg58_1]
#   %arg59_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg59_1]
#   %add_25 : Tensor "f32[4, 96, 6, 6][3456, 1, 576, 96]cuda:0" = PlaceHolder[target=add_25]
#   %buf33 : Tensor "f32[4, 96, 1, 1][96, 1, 384, 384]cuda:0" = PlaceHolder[target=buf33]
#   %unsqueeze_80 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg56_1, -1), kwargs = {})
#   %unsqueeze_81 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_80, -1), kwargs = {})
#   %sub_10 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %unsqueeze_81), kwargs = {})
#   %add_24 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg57_1, 0.001), kwargs = {})
#   %sqrt_10 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_24,), kwargs = {})
#   %reciprocal_10 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_10,), kwargs = {})
#   %mul_33 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_10, 1), kwargs = {})
#   %unsqueeze_82 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_33, -1), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_82, -1), kwargs = {})
#   %mul_34 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %unsqueeze_83), kwargs = {})
#   %unsqueeze_84 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg58_1, -1), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_84, -1), kwargs = {})
#   %mul_35 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_34, %unsqueeze_85), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg59_1, -1), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_86, -1), kwargs = {})
#   %add_25 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_35, %unsqueeze_87), kwargs = {})
#   %add_26 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_25, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_26, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_36 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_25, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_36, 6), kwargs = {})
#   %mean_1 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_3, [-1, -2], True), kwargs = {})
#   return %add_25,%buf33,%mean_1
triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_15 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_15', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 170496, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_15(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 384
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 96)
    x1 = xindex // 96
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 96*r0_2 + 3456*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1, 1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 36.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tl.store(in_out_ptr0 + (x0 + 96*r0_2 + 3456*x1), tmp15, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/7r/c7rzbynhsozsfjof3bqolvfjknb3cvrag46ujue5lvisxb2ozmbp.py
# Topologically Sorted Source Nodes: [input_31, scale_5, scale_6, scale_7], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   input_31 => add_26, clamp_max_3, clamp_min_3, div_3, mul_36
#   scale_5 => mean_1
#   scale_6 => convolution_13
#   scale_7 => relu_6
# Graph fragment:
#   %buf35 : Tensor "f32[4, 24, 1, 1][24, 1, 1, 1]cuda:0" = PlaceHolder[target=buf35]
#   %arg61_1 : Tensor "f32[24][1]cuda:0" = PlaceHolder[target=arg61_1]
#   %add_26 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_25, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_26, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_36 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_25, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_36, 6), kwargs = {})
#   %mean_1 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_3, [-1, -2], True), kwargs = {})
#   %convolution_13 : Tensor "f32[4, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_1, %arg60_1, %arg61_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_6 : Tensor "f32[4, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_13,), kwargs = {})
#   return %relu_6
triton_poi_fused_convolution_hardswish_mean_relu_16 = async_compile.triton('triton_poi_fused_convolution_hardswish_mean_relu_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardswish_mean_relu_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1248}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardswish_mean_relu_16(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 96
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/lj/cljsafbwxmq74daclmkmjhrxd7qavh47w57fxm4hrkuvndrkzqhn.py
# Topologically Sorted Source Nodes: [input_31, scale_5, scale_6, scale_7, scale_8, scale_9, input_32], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_31 => add_26, clamp_max_3, clamp_min_3, div_3, mul_36
#   input_32 => mul_37
#   scale_5 => mean_1
#   scale_6 => convolution_13
#   scale_7 => relu_6
#   scale_8 => convolution_14
#   scale_9 => add_27, clamp_max_4, clamp_min_4, div_4
# Graph fragment:
#   %buf37 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0" = PlaceHolder[target=buf37]
#   %arg63_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg63_1]
#   %add_25 : Tensor "f32[4, 96, 6, 6][3456, 1, 576, 96]cuda:0" = PlaceHolder[target=add_25]
#   %add_26 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_25, 3), kwargs = {})
#   %clamp_min_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_26, 0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 6), kwargs = {})
#   %mul_36 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_25, %clamp_max_3), kwargs = {})
#   %div_3 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_36, 6), kwargs = {})
#   %mean_1 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_3, [-1, -2], True), kwargs = {})
#   %convolution_13 : Tensor "f32[4, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_1, %arg60_1, %arg61_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_6 : Tensor "f32[4, 24, 1, 1][24, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_13,), kwargs = {})
#   %convolution_14 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_6, %arg62_1, %arg63_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_27 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_14, 3), kwargs = {})
#   %clamp_min_4 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_27, 0), kwargs = {})
#   %clamp_max_4 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_4, 6), kwargs = {})
#   %div_4 : Tensor "f32[4, 96, 1, 1][96, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_4, 6), kwargs = {})
#   %mul_37 : Tensor "f32[4, 96, 6, 6][3456, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %div_3), kwargs = {})
#   return %mul_37
triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_17 = async_compile.triton('triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 167808, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_17(in_out_ptr0, in_ptr0, in_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 384
    xnumel = 36
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 96)
    x2 = xindex
    y1 = yindex // 96
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (y0 + 96*x2 + 3456*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1, 1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 + tmp3
    tmp13 = triton_helpers.maximum(tmp12, tmp5)
    tmp14 = triton_helpers.minimum(tmp13, tmp7)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp15 * tmp9
    tmp17 = tmp10 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 96*x2 + 3456*y1), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/4f/c4ftzumxazxkmbjqokuuhrtufwhxjvalecikqp2mcxwqulpg6yif.py
# Topologically Sorted Source Nodes: [input_34], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_34 => add_28, add_29, mul_38, mul_39, mul_40, reciprocal_11, sqrt_11, sub_11, unsqueeze_88, unsqueeze_89, unsqueeze_90, unsqueeze_91, unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95
# Graph fragment:
#   %convolution_15 : Tensor "f32[4, 40, 6, 6][1440, 1, 240, 40]cuda:0" = PlaceHolder[target=convolution_15]
#   %arg65_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg65_1]
#   %arg66_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg66_1]
#   %arg67_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg67_1]
#   %arg68_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg68_1]
#   %unsqueeze_88 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg65_1, -1), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_88, -1), kwargs = {})
#   %sub_11 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_15, %unsqueeze_89), kwargs = {})
#   %add_28 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg66_1, 0.001), kwargs = {})
#   %sqrt_11 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_28,), kwargs = {})
#   %reciprocal_11 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_11,), kwargs = {})
#   %mul_38 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_11, 1), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_38, -1), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_90, -1), kwargs = {})
#   %mul_39 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_11, %unsqueeze_91), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg67_1, -1), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_92, -1), kwargs = {})
#   %mul_40 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_39, %unsqueeze_93), kwargs = {})
#   %unsqueeze_94 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg68_1, -1), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_94, -1), kwargs = {})
#   %add_29 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_40, %unsqueeze_95), kwargs = {})
#   return %add_29
triton_poi_fused__native_batch_norm_legit_no_training_18 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 69760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5760
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 40)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/5i/c5ilhn6viocer6wqjqinhwiccj4t6xcdw4yrari4tqxnnizak2f2.py
# Topologically Sorted Source Nodes: [input_36, input_37], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   input_36 => add_30, add_31, mul_41, mul_42, mul_43, reciprocal_12, sqrt_12, sub_12, unsqueeze_100, unsqueeze_101, unsqueeze_102, unsqueeze_103, unsqueeze_96, unsqueeze_97, unsqueeze_98, unsqueeze_99
#   input_37 => add_32, clamp_max_5, clamp_min_5, div_5, mul_44
# Graph fragment:
#   %convolution_16 : Tensor "f32[4, 240, 6, 6][8640, 1, 1440, 240]cuda:0" = PlaceHolder[target=convolution_16]
#   %arg70_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg70_1]
#   %arg71_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg71_1]
#   %arg72_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg72_1]
#   %arg73_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg73_1]
#   %add_31 : Tensor "f32[4, 240, 6, 6][8640, 1, 1440, 240]cuda:0" = PlaceHolder[target=add_31]
#   %unsqueeze_96 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg70_1, -1), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_96, -1), kwargs = {})
#   %sub_12 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %unsqueeze_97), kwargs = {})
#   %add_30 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg71_1, 0.001), kwargs = {})
#   %sqrt_12 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_30,), kwargs = {})
#   %reciprocal_12 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_12,), kwargs = {})
#   %mul_41 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_12, 1), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_41, -1), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_98, -1), kwargs = {})
#   %mul_42 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_12, %unsqueeze_99), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg72_1, -1), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_100, -1), kwargs = {})
#   %mul_43 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %unsqueeze_101), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg73_1, -1), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_102, -1), kwargs = {})
#   %add_31 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_43, %unsqueeze_103), kwargs = {})
#   %add_32 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_31, 3), kwargs = {})
#   %clamp_min_5 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_32, 0), kwargs = {})
#   %clamp_max_5 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_5, 6), kwargs = {})
#   %mul_44 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_31, %clamp_max_5), kwargs = {})
#   %div_5 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_44, 6), kwargs = {})
#   return %add_31,%div_5
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 418560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 34560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 240)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/pk/cpkljzlal7iu5vyd7kc3crbspiffuzuwvewtxow2jh2vjmnnx6ah.py
# Topologically Sorted Source Nodes: [input_39, input_40, scale_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   input_39 => add_33, add_34, mul_45, mul_46, mul_47, reciprocal_13, sqrt_13, sub_13, unsqueeze_104, unsqueeze_105, unsqueeze_106, unsqueeze_107, unsqueeze_108, unsqueeze_109, unsqueeze_110, unsqueeze_111
#   input_40 => add_35, clamp_max_6, clamp_min_6, div_6, mul_48
#   scale_10 => mean_2
# Graph fragment:
#   %convolution_17 : Tensor "f32[4, 240, 6, 6][8640, 1, 1440, 240]cuda:0" = PlaceHolder[target=convolution_17]
#   %arg75_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg75_1]
#   %arg76_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg76_1]
#   %arg77_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg77_1]
#   %arg78_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg78_1]
#   %add_34 : Tensor "f32[4, 240, 6, 6][8640, 1, 1440, 240]cuda:0" = PlaceHolder[target=add_34]
#   %buf46 : Tensor "f32[4, 240, 1, 1][240, 1, 960, 960]cuda:0" = PlaceHolder[target=buf46]
#   %unsqueeze_104 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg75_1, -1), kwargs = {})
#   %unsqueeze_105 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_104, -1), kwargs = {})
#   %sub_13 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %unsqueeze_105), kwargs = {})
#   %add_33 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg76_1, 0.001), kwargs = {})
#   %sqrt_13 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_33,), kwargs = {})
#   %reciprocal_13 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_13,), kwargs = {})
#   %mul_45 : Tensor "f32[240][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_13, 1), kwargs = {})
#   %unsqueeze_106 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_45, -1), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_106, -1), kwargs = {})
#   %mul_46 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_13, %unsqueeze_107), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg77_1, -1), kwargs = {})
#   %unsqueeze_109 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_108, -1), kwargs = {})
#   %mul_47 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %unsqueeze_109), kwargs = {})
#   %unsqueeze_110 : Tensor "f32[240, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg78_1, -1), kwargs = {})
#   %unsqueeze_111 : Tensor "f32[240, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_110, -1), kwargs = {})
#   %add_34 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_47, %unsqueeze_111), kwargs = {})
#   %add_35 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_34, 3), kwargs = {})
#   %clamp_min_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_35, 0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 6), kwargs = {})
#   %mul_48 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %clamp_max_6), kwargs = {})
#   %div_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_48, 6), kwargs = {})
#   %mean_2 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_6, [-1, -2], True), kwargs = {})
#   return %add_34,%buf46,%mean_2
triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 426240, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 960
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 240)
    x1 = xindex // 240
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 240*r0_2 + 8640*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1, 1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 36.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tl.store(in_out_ptr0 + (x0 + 240*r0_2 + 8640*x1), tmp15, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ea/ceahqxgamdzff5yfozijgqxd75ddiv6yh4qh7hrtx4u5etkbbm5f.py
# Topologically Sorted Source Nodes: [input_40, scale_10, scale_11, scale_12], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   input_40 => add_35, clamp_max_6, clamp_min_6, div_6, mul_48
#   scale_10 => mean_2
#   scale_11 => convolution_18
#   scale_12 => relu_7
# Graph fragment:
#   %buf48 : Tensor "f32[4, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=buf48]
#   %arg80_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg80_1]
#   %add_35 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_34, 3), kwargs = {})
#   %clamp_min_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_35, 0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 6), kwargs = {})
#   %mul_48 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %clamp_max_6), kwargs = {})
#   %div_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_48, 6), kwargs = {})
#   %mean_2 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_6, [-1, -2], True), kwargs = {})
#   %convolution_18 : Tensor "f32[4, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_2, %arg79_1, %arg80_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_7 : Tensor "f32[4, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_18,), kwargs = {})
#   return %relu_7
triton_poi_fused_convolution_hardswish_mean_relu_21 = async_compile.triton('triton_poi_fused_convolution_hardswish_mean_relu_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardswish_mean_relu_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3328}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardswish_mean_relu_21(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ss/cssahd7jer67eseaqdr5nibbeqwr3ugg4seojll7rj6ygvu5nt5o.py
# Topologically Sorted Source Nodes: [input_40, scale_10, scale_11, scale_12, scale_13, scale_14, input_41], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_40 => add_35, clamp_max_6, clamp_min_6, div_6, mul_48
#   input_41 => mul_49
#   scale_10 => mean_2
#   scale_11 => convolution_18
#   scale_12 => relu_7
#   scale_13 => convolution_19
#   scale_14 => add_36, clamp_max_7, clamp_min_7, div_7
# Graph fragment:
#   %buf50 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0" = PlaceHolder[target=buf50]
#   %arg82_1 : Tensor "f32[240][1]cuda:0" = PlaceHolder[target=arg82_1]
#   %add_34 : Tensor "f32[4, 240, 6, 6][8640, 1, 1440, 240]cuda:0" = PlaceHolder[target=add_34]
#   %add_35 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_34, 3), kwargs = {})
#   %clamp_min_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_35, 0), kwargs = {})
#   %clamp_max_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_6, 6), kwargs = {})
#   %mul_48 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %clamp_max_6), kwargs = {})
#   %div_6 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_48, 6), kwargs = {})
#   %mean_2 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_6, [-1, -2], True), kwargs = {})
#   %convolution_18 : Tensor "f32[4, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_2, %arg79_1, %arg80_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_7 : Tensor "f32[4, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_18,), kwargs = {})
#   %convolution_19 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_7, %arg81_1, %arg82_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_36 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_19, 3), kwargs = {})
#   %clamp_min_7 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_36, 0), kwargs = {})
#   %clamp_max_7 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 6), kwargs = {})
#   %div_7 : Tensor "f32[4, 240, 1, 1][240, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_7, 6), kwargs = {})
#   %mul_49 : Tensor "f32[4, 240, 6, 6][8640, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %div_6), kwargs = {})
#   return %mul_49
triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22 = async_compile.triton('triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 419520, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22(in_out_ptr0, in_ptr0, in_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 960
    xnumel = 36
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 240)
    x2 = xindex
    y1 = yindex // 240
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (y0 + 240*x2 + 8640*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1, 1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 + tmp3
    tmp13 = triton_helpers.maximum(tmp12, tmp5)
    tmp14 = triton_helpers.minimum(tmp13, tmp7)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp15 * tmp9
    tmp17 = tmp10 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 240*x2 + 8640*y1), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/rh/crhhfwllwaftleyc2bv4uqo22oe3a6frv2kkimmrxfjyq4rhxq4e.py
# Topologically Sorted Source Nodes: [input_43, result_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
# Source node to ATen node mapping:
#   input_43 => add_37, add_38, mul_50, mul_51, mul_52, reciprocal_14, sqrt_14, sub_14, unsqueeze_112, unsqueeze_113, unsqueeze_114, unsqueeze_115, unsqueeze_116, unsqueeze_117, unsqueeze_118, unsqueeze_119
#   result_1 => add_39
# Graph fragment:
#   %convolution_20 : Tensor "f32[4, 40, 6, 6][1440, 1, 240, 40]cuda:0" = PlaceHolder[target=convolution_20]
#   %arg84_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg84_1]
#   %arg85_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg85_1]
#   %arg86_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg86_1]
#   %arg87_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg87_1]
#   %add_29 : Tensor "f32[4, 40, 6, 6][1440, 1, 240, 40]cuda:0" = PlaceHolder[target=add_29]
#   %unsqueeze_112 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg84_1, -1), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_112, -1), kwargs = {})
#   %sub_14 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_20, %unsqueeze_113), kwargs = {})
#   %add_37 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg85_1, 0.001), kwargs = {})
#   %sqrt_14 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_37,), kwargs = {})
#   %reciprocal_14 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_14,), kwargs = {})
#   %mul_50 : Tensor "f32[40][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_14, 1), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_50, -1), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_114, -1), kwargs = {})
#   %mul_51 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %unsqueeze_115), kwargs = {})
#   %unsqueeze_116 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg86_1, -1), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_116, -1), kwargs = {})
#   %mul_52 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_51, %unsqueeze_117), kwargs = {})
#   %unsqueeze_118 : Tensor "f32[40, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg87_1, -1), kwargs = {})
#   %unsqueeze_119 : Tensor "f32[40, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_118, -1), kwargs = {})
#   %add_38 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_52, %unsqueeze_119), kwargs = {})
#   %add_39 : Tensor "f32[4, 40, 6, 6][1440, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_38, %add_29), kwargs = {})
#   return %add_39
triton_poi_fused__native_batch_norm_legit_no_training_add_23 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 92800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_23(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5760
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 40)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ro/cros2q67u3jwtt2aqbqtu3oxnafx3fpkbqof46bat6ji3pwxlfsb.py
# Topologically Sorted Source Nodes: [input_54, input_55], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   input_54 => add_50, add_51, mul_65, mul_66, mul_67, reciprocal_18, sqrt_18, sub_18, unsqueeze_144, unsqueeze_145, unsqueeze_146, unsqueeze_147, unsqueeze_148, unsqueeze_149, unsqueeze_150, unsqueeze_151
#   input_55 => add_52, clamp_max_11, clamp_min_11, div_11, mul_68
# Graph fragment:
#   %convolution_26 : Tensor "f32[4, 120, 6, 6][4320, 1, 720, 120]cuda:0" = PlaceHolder[target=convolution_26]
#   %arg108_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg108_1]
#   %arg109_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg109_1]
#   %arg110_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg110_1]
#   %arg111_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg111_1]
#   %add_51 : Tensor "f32[4, 120, 6, 6][4320, 1, 720, 120]cuda:0" = PlaceHolder[target=add_51]
#   %unsqueeze_144 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg108_1, -1), kwargs = {})
#   %unsqueeze_145 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_144, -1), kwargs = {})
#   %sub_18 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_26, %unsqueeze_145), kwargs = {})
#   %add_50 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg109_1, 0.001), kwargs = {})
#   %sqrt_18 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_50,), kwargs = {})
#   %reciprocal_18 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_18,), kwargs = {})
#   %mul_65 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_18, 1), kwargs = {})
#   %unsqueeze_146 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_65, -1), kwargs = {})
#   %unsqueeze_147 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_146, -1), kwargs = {})
#   %mul_66 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_18, %unsqueeze_147), kwargs = {})
#   %unsqueeze_148 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg110_1, -1), kwargs = {})
#   %unsqueeze_149 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_148, -1), kwargs = {})
#   %mul_67 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %unsqueeze_149), kwargs = {})
#   %unsqueeze_150 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg111_1, -1), kwargs = {})
#   %unsqueeze_151 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_150, -1), kwargs = {})
#   %add_51 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_67, %unsqueeze_151), kwargs = {})
#   %add_52 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_51, 3), kwargs = {})
#   %clamp_min_11 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_52, 0), kwargs = {})
#   %clamp_max_11 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_11, 6), kwargs = {})
#   %mul_68 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_51, %clamp_max_11), kwargs = {})
#   %div_11 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_68, 6), kwargs = {})
#   return %add_51,%div_11
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_24 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_24', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 209280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_24(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 17280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 120)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/id/cidh4gbbo465piydfqne4ttk4j3dcmc47iayswnr5vxdrg6enfpa.py
# Topologically Sorted Source Nodes: [input_57, input_58, scale_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   input_57 => add_53, add_54, mul_69, mul_70, mul_71, reciprocal_19, sqrt_19, sub_19, unsqueeze_152, unsqueeze_153, unsqueeze_154, unsqueeze_155, unsqueeze_156, unsqueeze_157, unsqueeze_158, unsqueeze_159
#   input_58 => add_55, clamp_max_12, clamp_min_12, div_12, mul_72
#   scale_20 => mean_4
# Graph fragment:
#   %convolution_27 : Tensor "f32[4, 120, 6, 6][4320, 1, 720, 120]cuda:0" = PlaceHolder[target=convolution_27]
#   %arg113_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg113_1]
#   %arg114_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg114_1]
#   %arg115_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg115_1]
#   %arg116_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg116_1]
#   %add_54 : Tensor "f32[4, 120, 6, 6][4320, 1, 720, 120]cuda:0" = PlaceHolder[target=add_54]
#   %buf72 : Tensor "f32[4, 120, 1, 1][120, 1, 480, 480]cuda:0" = PlaceHolder[target=buf72]
#   %unsqueeze_152 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg113_1, -1), kwargs = {})
#   %unsqueeze_153 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_152, -1), kwargs = {})
#   %sub_19 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_27, %unsqueeze_153), kwargs = {})
#   %add_53 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg114_1, 0.001), kwargs = {})
#   %sqrt_19 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_53,), kwargs = {})
#   %reciprocal_19 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_19,), kwargs = {})
#   %mul_69 : Tensor "f32[120][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_19, 1), kwargs = {})
#   %unsqueeze_154 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_69, -1), kwargs = {})
#   %unsqueeze_155 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_154, -1), kwargs = {})
#   %mul_70 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %unsqueeze_155), kwargs = {})
#   %unsqueeze_156 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg115_1, -1), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_156, -1), kwargs = {})
#   %mul_71 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_70, %unsqueeze_157), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[120, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg116_1, -1), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[120, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_158, -1), kwargs = {})
#   %add_54 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_71, %unsqueeze_159), kwargs = {})
#   %add_55 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_54, 3), kwargs = {})
#   %clamp_min_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_55, 0), kwargs = {})
#   %clamp_max_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_12, 6), kwargs = {})
#   %mul_72 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_54, %clamp_max_12), kwargs = {})
#   %div_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_72, 6), kwargs = {})
#   %mean_4 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_12, [-1, -2], True), kwargs = {})
#   return %add_54,%buf72,%mean_4
triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_25 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_25', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 213120, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_25(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 480
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 120)
    x1 = xindex // 120
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 120*r0_2 + 4320*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1, 1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 36.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tl.store(in_out_ptr0 + (x0 + 120*r0_2 + 4320*x1), tmp15, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/e6/ce6ff7aj7kgzfnt7vjpqjcykjkqx6owcgaw2ngxidqriqmlnhv74.py
# Topologically Sorted Source Nodes: [input_58, scale_20, scale_21, scale_22], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   input_58 => add_55, clamp_max_12, clamp_min_12, div_12, mul_72
#   scale_20 => mean_4
#   scale_21 => convolution_28
#   scale_22 => relu_9
# Graph fragment:
#   %buf74 : Tensor "f32[4, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=buf74]
#   %arg118_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=arg118_1]
#   %add_55 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_54, 3), kwargs = {})
#   %clamp_min_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_55, 0), kwargs = {})
#   %clamp_max_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_12, 6), kwargs = {})
#   %mul_72 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_54, %clamp_max_12), kwargs = {})
#   %div_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_72, 6), kwargs = {})
#   %mean_4 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_12, [-1, -2], True), kwargs = {})
#   %convolution_28 : Tensor "f32[4, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_4, %arg117_1, %arg118_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_9 : Tensor "f32[4, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_28,), kwargs = {})
#   return %relu_9
triton_poi_fused_convolution_hardswish_mean_relu_26 = async_compile.triton('triton_poi_fused_convolution_hardswish_mean_relu_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardswish_mean_relu_26', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1664}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardswish_mean_relu_26(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 32)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/q7/cq7o5gtogrc43h5kjt5csbqwyqvarlho23tjrzcu6uqwdsrbse2r.py
# Topologically Sorted Source Nodes: [input_58, scale_20, scale_21, scale_22, scale_23, scale_24, input_59], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_58 => add_55, clamp_max_12, clamp_min_12, div_12, mul_72
#   input_59 => mul_73
#   scale_20 => mean_4
#   scale_21 => convolution_28
#   scale_22 => relu_9
#   scale_23 => convolution_29
#   scale_24 => add_56, clamp_max_13, clamp_min_13, div_13
# Graph fragment:
#   %buf76 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0" = PlaceHolder[target=buf76]
#   %arg120_1 : Tensor "f32[120][1]cuda:0" = PlaceHolder[target=arg120_1]
#   %add_54 : Tensor "f32[4, 120, 6, 6][4320, 1, 720, 120]cuda:0" = PlaceHolder[target=add_54]
#   %add_55 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_54, 3), kwargs = {})
#   %clamp_min_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_55, 0), kwargs = {})
#   %clamp_max_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_12, 6), kwargs = {})
#   %mul_72 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_54, %clamp_max_12), kwargs = {})
#   %div_12 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_72, 6), kwargs = {})
#   %mean_4 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_12, [-1, -2], True), kwargs = {})
#   %convolution_28 : Tensor "f32[4, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_4, %arg117_1, %arg118_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_9 : Tensor "f32[4, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_28,), kwargs = {})
#   %convolution_29 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_9, %arg119_1, %arg120_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_56 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_29, 3), kwargs = {})
#   %clamp_min_13 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_56, 0), kwargs = {})
#   %clamp_max_13 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_13, 6), kwargs = {})
#   %div_13 : Tensor "f32[4, 120, 1, 1][120, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_13, 6), kwargs = {})
#   %mul_73 : Tensor "f32[4, 120, 6, 6][4320, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_13, %div_12), kwargs = {})
#   return %mul_73
triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_27 = async_compile.triton('triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_27', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 209760, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_27(in_out_ptr0, in_ptr0, in_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 480
    xnumel = 36
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 120)
    x2 = xindex
    y1 = yindex // 120
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (y0 + 120*x2 + 4320*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1, 1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 + tmp3
    tmp13 = triton_helpers.maximum(tmp12, tmp5)
    tmp14 = triton_helpers.minimum(tmp13, tmp7)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp15 * tmp9
    tmp17 = tmp10 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 120*x2 + 4320*y1), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/t7/ct7e7ugkhqaxc73h65gee7xljdbx76hqu46rtyodtebn2gu32tyi.py
# Topologically Sorted Source Nodes: [input_61], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_61 => add_57, add_58, mul_74, mul_75, mul_76, reciprocal_20, sqrt_20, sub_20, unsqueeze_160, unsqueeze_161, unsqueeze_162, unsqueeze_163, unsqueeze_164, unsqueeze_165, unsqueeze_166, unsqueeze_167
# Graph fragment:
#   %convolution_30 : Tensor "f32[4, 48, 6, 6][1728, 1, 288, 48]cuda:0" = PlaceHolder[target=convolution_30]
#   %arg122_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg122_1]
#   %arg123_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg123_1]
#   %arg124_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg124_1]
#   %arg125_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg125_1]
#   %unsqueeze_160 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg122_1, -1), kwargs = {})
#   %unsqueeze_161 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_160, -1), kwargs = {})
#   %sub_20 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_30, %unsqueeze_161), kwargs = {})
#   %add_57 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg123_1, 0.001), kwargs = {})
#   %sqrt_20 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_57,), kwargs = {})
#   %reciprocal_20 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_20,), kwargs = {})
#   %mul_74 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_20, 1), kwargs = {})
#   %unsqueeze_162 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_74, -1), kwargs = {})
#   %unsqueeze_163 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_162, -1), kwargs = {})
#   %mul_75 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_20, %unsqueeze_163), kwargs = {})
#   %unsqueeze_164 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg124_1, -1), kwargs = {})
#   %unsqueeze_165 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_164, -1), kwargs = {})
#   %mul_76 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_75, %unsqueeze_165), kwargs = {})
#   %unsqueeze_166 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg125_1, -1), kwargs = {})
#   %unsqueeze_167 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_166, -1), kwargs = {})
#   %add_58 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_76, %unsqueeze_167), kwargs = {})
#   return %add_58
triton_poi_fused__native_batch_norm_legit_no_training_28 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_28', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 83712}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_28(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 48)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/th/cthgsqkwy2mxll4uxblp33vhm2q2okfyxymqcutjtcpueha467ci.py
# Topologically Sorted Source Nodes: [input_63, input_64], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   input_63 => add_59, add_60, mul_77, mul_78, mul_79, reciprocal_21, sqrt_21, sub_21, unsqueeze_168, unsqueeze_169, unsqueeze_170, unsqueeze_171, unsqueeze_172, unsqueeze_173, unsqueeze_174, unsqueeze_175
#   input_64 => add_61, clamp_max_14, clamp_min_14, div_14, mul_80
# Graph fragment:
#   %convolution_31 : Tensor "f32[4, 144, 6, 6][5184, 1, 864, 144]cuda:0" = PlaceHolder[target=convolution_31]
#   %arg127_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg127_1]
#   %arg128_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg128_1]
#   %arg129_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg129_1]
#   %arg130_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg130_1]
#   %add_60 : Tensor "f32[4, 144, 6, 6][5184, 1, 864, 144]cuda:0" = PlaceHolder[target=add_60]
#   %unsqueeze_168 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg127_1, -1), kwargs = {})
#   %unsqueeze_169 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_168, -1), kwargs = {})
#   %sub_21 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_31, %unsqueeze_169), kwargs = {})
#   %add_59 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg128_1, 0.001), kwargs = {})
#   %sqrt_21 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_59,), kwargs = {})
#   %reciprocal_21 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_21,), kwargs = {})
#   %mul_77 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_21, 1), kwargs = {})
#   %unsqueeze_170 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_77, -1), kwargs = {})
#   %unsqueeze_171 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_170, -1), kwargs = {})
#   %mul_78 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_21, %unsqueeze_171), kwargs = {})
#   %unsqueeze_172 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg129_1, -1), kwargs = {})
#   %unsqueeze_173 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_172, -1), kwargs = {})
#   %mul_79 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_78, %unsqueeze_173), kwargs = {})
#   %unsqueeze_174 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg130_1, -1), kwargs = {})
#   %unsqueeze_175 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_174, -1), kwargs = {})
#   %add_60 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_79, %unsqueeze_175), kwargs = {})
#   %add_61 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_60, 3), kwargs = {})
#   %clamp_min_14 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_61, 0), kwargs = {})
#   %clamp_max_14 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_14, 6), kwargs = {})
#   %mul_80 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_60, %clamp_max_14), kwargs = {})
#   %div_14 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_80, 6), kwargs = {})
#   return %add_60,%div_14
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_29 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_29', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 251136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_29(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 20736
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 144)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/rf/crfummnl4i4zvzkkgbld3j5c2ulg5d6kodiumtvo5c2axgahfcvq.py
# Topologically Sorted Source Nodes: [input_66, input_67, scale_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   input_66 => add_62, add_63, mul_81, mul_82, mul_83, reciprocal_22, sqrt_22, sub_22, unsqueeze_176, unsqueeze_177, unsqueeze_178, unsqueeze_179, unsqueeze_180, unsqueeze_181, unsqueeze_182, unsqueeze_183
#   input_67 => add_64, clamp_max_15, clamp_min_15, div_15, mul_84
#   scale_25 => mean_5
# Graph fragment:
#   %convolution_32 : Tensor "f32[4, 144, 6, 6][5184, 1, 864, 144]cuda:0" = PlaceHolder[target=convolution_32]
#   %arg132_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg132_1]
#   %arg133_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg133_1]
#   %arg134_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg134_1]
#   %arg135_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg135_1]
#   %add_63 : Tensor "f32[4, 144, 6, 6][5184, 1, 864, 144]cuda:0" = PlaceHolder[target=add_63]
#   %buf85 : Tensor "f32[4, 144, 1, 1][144, 1, 576, 576]cuda:0" = PlaceHolder[target=buf85]
#   %unsqueeze_176 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg132_1, -1), kwargs = {})
#   %unsqueeze_177 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_176, -1), kwargs = {})
#   %sub_22 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_32, %unsqueeze_177), kwargs = {})
#   %add_62 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg133_1, 0.001), kwargs = {})
#   %sqrt_22 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_62,), kwargs = {})
#   %reciprocal_22 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_22,), kwargs = {})
#   %mul_81 : Tensor "f32[144][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_22, 1), kwargs = {})
#   %unsqueeze_178 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_81, -1), kwargs = {})
#   %unsqueeze_179 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_178, -1), kwargs = {})
#   %mul_82 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_22, %unsqueeze_179), kwargs = {})
#   %unsqueeze_180 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg134_1, -1), kwargs = {})
#   %unsqueeze_181 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_180, -1), kwargs = {})
#   %mul_83 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_82, %unsqueeze_181), kwargs = {})
#   %unsqueeze_182 : Tensor "f32[144, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg135_1, -1), kwargs = {})
#   %unsqueeze_183 : Tensor "f32[144, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_182, -1), kwargs = {})
#   %add_63 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_83, %unsqueeze_183), kwargs = {})
#   %add_64 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_63, 3), kwargs = {})
#   %clamp_min_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_64, 0), kwargs = {})
#   %clamp_max_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_15, 6), kwargs = {})
#   %mul_84 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_63, %clamp_max_15), kwargs = {})
#   %div_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_84, 6), kwargs = {})
#   %mean_5 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_15, [-1, -2], True), kwargs = {})
#   return %add_63,%buf85,%mean_5
triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_30 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_30', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 255744, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_30(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 576
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 144)
    x1 = xindex // 144
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 144*r0_2 + 5184*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1, 1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 36.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tl.store(in_out_ptr0 + (x0 + 144*r0_2 + 5184*x1), tmp15, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/zn/cznf7nndkehcb23x7gi4ofo3noe5iaciom3pe7uuhlj46dwirhq6.py
# Topologically Sorted Source Nodes: [input_67, scale_25, scale_26, scale_27], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   input_67 => add_64, clamp_max_15, clamp_min_15, div_15, mul_84
#   scale_25 => mean_5
#   scale_26 => convolution_33
#   scale_27 => relu_10
# Graph fragment:
#   %buf87 : Tensor "f32[4, 40, 1, 1][40, 1, 1, 1]cuda:0" = PlaceHolder[target=buf87]
#   %arg137_1 : Tensor "f32[40][1]cuda:0" = PlaceHolder[target=arg137_1]
#   %add_64 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_63, 3), kwargs = {})
#   %clamp_min_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_64, 0), kwargs = {})
#   %clamp_max_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_15, 6), kwargs = {})
#   %mul_84 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_63, %clamp_max_15), kwargs = {})
#   %div_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_84, 6), kwargs = {})
#   %mean_5 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_15, [-1, -2], True), kwargs = {})
#   %convolution_33 : Tensor "f32[4, 40, 1, 1][40, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_5, %arg136_1, %arg137_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_10 : Tensor "f32[4, 40, 1, 1][40, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_33,), kwargs = {})
#   return %relu_10
triton_poi_fused_convolution_hardswish_mean_relu_31 = async_compile.triton('triton_poi_fused_convolution_hardswish_mean_relu_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardswish_mean_relu_31', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2080}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardswish_mean_relu_31(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 160
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 40)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/cj/ccjo22d2hria3cnymd2kjenvzbbl257uoto55kwtyyngatcmkcpk.py
# Topologically Sorted Source Nodes: [input_67, scale_25, scale_26, scale_27, scale_28, scale_29, input_68], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_67 => add_64, clamp_max_15, clamp_min_15, div_15, mul_84
#   input_68 => mul_85
#   scale_25 => mean_5
#   scale_26 => convolution_33
#   scale_27 => relu_10
#   scale_28 => convolution_34
#   scale_29 => add_65, clamp_max_16, clamp_min_16, div_16
# Graph fragment:
#   %buf89 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0" = PlaceHolder[target=buf89]
#   %arg139_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg139_1]
#   %add_63 : Tensor "f32[4, 144, 6, 6][5184, 1, 864, 144]cuda:0" = PlaceHolder[target=add_63]
#   %add_64 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_63, 3), kwargs = {})
#   %clamp_min_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_64, 0), kwargs = {})
#   %clamp_max_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_15, 6), kwargs = {})
#   %mul_84 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_63, %clamp_max_15), kwargs = {})
#   %div_15 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_84, 6), kwargs = {})
#   %mean_5 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_15, [-1, -2], True), kwargs = {})
#   %convolution_33 : Tensor "f32[4, 40, 1, 1][40, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_5, %arg136_1, %arg137_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_10 : Tensor "f32[4, 40, 1, 1][40, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_33,), kwargs = {})
#   %convolution_34 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_10, %arg138_1, %arg139_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_65 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_34, 3), kwargs = {})
#   %clamp_min_16 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_65, 0), kwargs = {})
#   %clamp_max_16 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_16, 6), kwargs = {})
#   %div_16 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_16, 6), kwargs = {})
#   %mul_85 : Tensor "f32[4, 144, 6, 6][5184, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_16, %div_15), kwargs = {})
#   return %mul_85
triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_32 = async_compile.triton('triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 251712, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_32(in_out_ptr0, in_ptr0, in_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 576
    xnumel = 36
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 144)
    x2 = xindex
    y1 = yindex // 144
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (y0 + 144*x2 + 5184*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1, 1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 + tmp3
    tmp13 = triton_helpers.maximum(tmp12, tmp5)
    tmp14 = triton_helpers.minimum(tmp13, tmp7)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp15 * tmp9
    tmp17 = tmp10 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 144*x2 + 5184*y1), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/yh/cyhvbk4xioszqbu53o4usrn5ryfkusw2qux525zjoh7llmofmpgn.py
# Topologically Sorted Source Nodes: [input_70, result_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
# Source node to ATen node mapping:
#   input_70 => add_66, add_67, mul_86, mul_87, mul_88, reciprocal_23, sqrt_23, sub_23, unsqueeze_184, unsqueeze_185, unsqueeze_186, unsqueeze_187, unsqueeze_188, unsqueeze_189, unsqueeze_190, unsqueeze_191
#   result_3 => add_68
# Graph fragment:
#   %convolution_35 : Tensor "f32[4, 48, 6, 6][1728, 1, 288, 48]cuda:0" = PlaceHolder[target=convolution_35]
#   %arg141_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg141_1]
#   %arg142_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg142_1]
#   %arg143_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg143_1]
#   %arg144_1 : Tensor "f32[48][1]cuda:0" = PlaceHolder[target=arg144_1]
#   %add_58 : Tensor "f32[4, 48, 6, 6][1728, 1, 288, 48]cuda:0" = PlaceHolder[target=add_58]
#   %unsqueeze_184 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg141_1, -1), kwargs = {})
#   %unsqueeze_185 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_184, -1), kwargs = {})
#   %sub_23 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_35, %unsqueeze_185), kwargs = {})
#   %add_66 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg142_1, 0.001), kwargs = {})
#   %sqrt_23 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_66,), kwargs = {})
#   %reciprocal_23 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_23,), kwargs = {})
#   %mul_86 : Tensor "f32[48][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_23, 1), kwargs = {})
#   %unsqueeze_186 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_86, -1), kwargs = {})
#   %unsqueeze_187 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_186, -1), kwargs = {})
#   %mul_87 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %unsqueeze_187), kwargs = {})
#   %unsqueeze_188 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg143_1, -1), kwargs = {})
#   %unsqueeze_189 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_188, -1), kwargs = {})
#   %mul_88 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_87, %unsqueeze_189), kwargs = {})
#   %unsqueeze_190 : Tensor "f32[48, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg144_1, -1), kwargs = {})
#   %unsqueeze_191 : Tensor "f32[48, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_190, -1), kwargs = {})
#   %add_67 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_88, %unsqueeze_191), kwargs = {})
#   %add_68 : Tensor "f32[4, 48, 6, 6][1728, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_67, %add_58), kwargs = {})
#   return %add_68
triton_poi_fused__native_batch_norm_legit_no_training_add_33 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 111360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_33(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 48)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/zy/czyyuycx4ixck7agjqe63pzxgws22i6pbcd6jwtpdzqtzmqycpax.py
# Topologically Sorted Source Nodes: [input_72, input_73], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   input_72 => add_69, add_70, mul_89, mul_90, mul_91, reciprocal_24, sqrt_24, sub_24, unsqueeze_192, unsqueeze_193, unsqueeze_194, unsqueeze_195, unsqueeze_196, unsqueeze_197, unsqueeze_198, unsqueeze_199
#   input_73 => add_71, clamp_max_17, clamp_min_17, div_17, mul_92
# Graph fragment:
#   %convolution_36 : Tensor "f32[4, 288, 6, 6][10368, 1, 1728, 288]cuda:0" = PlaceHolder[target=convolution_36]
#   %arg146_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg146_1]
#   %arg147_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg147_1]
#   %arg148_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg148_1]
#   %arg149_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg149_1]
#   %add_70 : Tensor "f32[4, 288, 6, 6][10368, 1, 1728, 288]cuda:0" = PlaceHolder[target=add_70]
#   %unsqueeze_192 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg146_1, -1), kwargs = {})
#   %unsqueeze_193 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_192, -1), kwargs = {})
#   %sub_24 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_36, %unsqueeze_193), kwargs = {})
#   %add_69 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg147_1, 0.001), kwargs = {})
#   %sqrt_24 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_69,), kwargs = {})
#   %reciprocal_24 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_24,), kwargs = {})
#   %mul_89 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_24, 1), kwargs = {})
#   %unsqueeze_194 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_89, -1), kwargs = {})
#   %unsqueeze_195 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_194, -1), kwargs = {})
#   %mul_90 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %unsqueeze_195), kwargs = {})
#   %unsqueeze_196 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg148_1, -1), kwargs = {})
#   %unsqueeze_197 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_196, -1), kwargs = {})
#   %mul_91 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_90, %unsqueeze_197), kwargs = {})
#   %unsqueeze_198 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg149_1, -1), kwargs = {})
#   %unsqueeze_199 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_198, -1), kwargs = {})
#   %add_70 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_91, %unsqueeze_199), kwargs = {})
#   %add_71 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_70, 3), kwargs = {})
#   %clamp_min_17 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_71, 0), kwargs = {})
#   %clamp_max_17 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_17, 6), kwargs = {})
#   %mul_92 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_70, %clamp_max_17), kwargs = {})
#   %div_17 : Tensor "f32[4, 288, 6, 6][10368, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_92, 6), kwargs = {})
#   return %add_70,%div_17
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_34 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_34', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 502272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_34(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 41472
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 288)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/74/c743rjh53oqlf3jzujihb6cczbv3wjhbpl5hs5ivjg6sfkjh3rnh.py
# Topologically Sorted Source Nodes: [input_75, input_76, scale_30], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   input_75 => add_72, add_73, mul_93, mul_94, mul_95, reciprocal_25, sqrt_25, sub_25, unsqueeze_200, unsqueeze_201, unsqueeze_202, unsqueeze_203, unsqueeze_204, unsqueeze_205, unsqueeze_206, unsqueeze_207
#   input_76 => add_74, clamp_max_18, clamp_min_18, div_18, mul_96
#   scale_30 => mean_6
# Graph fragment:
#   %convolution_37 : Tensor "f32[4, 288, 3, 3][2592, 1, 864, 288]cuda:0" = PlaceHolder[target=convolution_37]
#   %arg151_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg151_1]
#   %arg152_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg152_1]
#   %arg153_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg153_1]
#   %arg154_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg154_1]
#   %add_73 : Tensor "f32[4, 288, 3, 3][2592, 1, 864, 288]cuda:0" = PlaceHolder[target=add_73]
#   %buf98 : Tensor "f32[4, 288, 1, 1][288, 1, 1152, 1152]cuda:0" = PlaceHolder[target=buf98]
#   %unsqueeze_200 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg151_1, -1), kwargs = {})
#   %unsqueeze_201 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_200, -1), kwargs = {})
#   %sub_25 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_37, %unsqueeze_201), kwargs = {})
#   %add_72 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg152_1, 0.001), kwargs = {})
#   %sqrt_25 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_72,), kwargs = {})
#   %reciprocal_25 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_25,), kwargs = {})
#   %mul_93 : Tensor "f32[288][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_25, 1), kwargs = {})
#   %unsqueeze_202 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_93, -1), kwargs = {})
#   %unsqueeze_203 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_202, -1), kwargs = {})
#   %mul_94 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_25, %unsqueeze_203), kwargs = {})
#   %unsqueeze_204 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg153_1, -1), kwargs = {})
#   %unsqueeze_205 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_204, -1), kwargs = {})
#   %mul_95 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_94, %unsqueeze_205), kwargs = {})
#   %unsqueeze_206 : Tensor "f32[288, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg154_1, -1), kwargs = {})
#   %unsqueeze_207 : Tensor "f32[288, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_206, -1), kwargs = {})
#   %add_73 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_95, %unsqueeze_207), kwargs = {})
#   %add_74 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, 3), kwargs = {})
#   %clamp_min_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_74, 0), kwargs = {})
#   %clamp_max_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_18, 6), kwargs = {})
#   %mul_96 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_73, %clamp_max_18), kwargs = {})
#   %div_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_96, 6), kwargs = {})
#   %mean_6 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_18, [-1, -2], True), kwargs = {})
#   return %add_73,%buf98,%mean_6
triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_35 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_35', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 138240, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_35(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1152
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 288)
    x1 = xindex // 288
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 288*r0_2 + 2592*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1, 1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 9.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tl.store(in_out_ptr0 + (x0 + 288*r0_2 + 2592*x1), tmp15, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/2a/c2a7gmrv5ij5hlpsjc3j3fc3i2dcc7ht6bi4vnq46mcogrpgrwid.py
# Topologically Sorted Source Nodes: [input_76, scale_30, scale_31, scale_32], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   input_76 => add_74, clamp_max_18, clamp_min_18, div_18, mul_96
#   scale_30 => mean_6
#   scale_31 => convolution_38
#   scale_32 => relu_11
# Graph fragment:
#   %buf100 : Tensor "f32[4, 72, 1, 1][72, 1, 1, 1]cuda:0" = PlaceHolder[target=buf100]
#   %arg156_1 : Tensor "f32[72][1]cuda:0" = PlaceHolder[target=arg156_1]
#   %add_74 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, 3), kwargs = {})
#   %clamp_min_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_74, 0), kwargs = {})
#   %clamp_max_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_18, 6), kwargs = {})
#   %mul_96 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_73, %clamp_max_18), kwargs = {})
#   %div_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_96, 6), kwargs = {})
#   %mean_6 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_18, [-1, -2], True), kwargs = {})
#   %convolution_38 : Tensor "f32[4, 72, 1, 1][72, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_6, %arg155_1, %arg156_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_11 : Tensor "f32[4, 72, 1, 1][72, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_38,), kwargs = {})
#   return %relu_11
triton_poi_fused_convolution_hardswish_mean_relu_36 = async_compile.triton('triton_poi_fused_convolution_hardswish_mean_relu_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardswish_mean_relu_36', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3744}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardswish_mean_relu_36(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 72)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/zv/czvnlcrdgnrqv6kkci3iopjivsoo5m3x2apton7ogfdso3lucwso.py
# Topologically Sorted Source Nodes: [input_76, scale_30, scale_31, scale_32, scale_33, scale_34, input_77], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_76 => add_74, clamp_max_18, clamp_min_18, div_18, mul_96
#   input_77 => mul_97
#   scale_30 => mean_6
#   scale_31 => convolution_38
#   scale_32 => relu_11
#   scale_33 => convolution_39
#   scale_34 => add_75, clamp_max_19, clamp_min_19, div_19
# Graph fragment:
#   %buf102 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0" = PlaceHolder[target=buf102]
#   %arg158_1 : Tensor "f32[288][1]cuda:0" = PlaceHolder[target=arg158_1]
#   %add_73 : Tensor "f32[4, 288, 3, 3][2592, 1, 864, 288]cuda:0" = PlaceHolder[target=add_73]
#   %add_74 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, 3), kwargs = {})
#   %clamp_min_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_74, 0), kwargs = {})
#   %clamp_max_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_18, 6), kwargs = {})
#   %mul_96 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_73, %clamp_max_18), kwargs = {})
#   %div_18 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_96, 6), kwargs = {})
#   %mean_6 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_18, [-1, -2], True), kwargs = {})
#   %convolution_38 : Tensor "f32[4, 72, 1, 1][72, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_6, %arg155_1, %arg156_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_11 : Tensor "f32[4, 72, 1, 1][72, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_38,), kwargs = {})
#   %convolution_39 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_11, %arg157_1, %arg158_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_75 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_39, 3), kwargs = {})
#   %clamp_min_19 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_75, 0), kwargs = {})
#   %clamp_max_19 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_19, 6), kwargs = {})
#   %div_19 : Tensor "f32[4, 288, 1, 1][288, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_19, 6), kwargs = {})
#   %mul_97 : Tensor "f32[4, 288, 3, 3][2592, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_19, %div_18), kwargs = {})
#   return %mul_97
triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_37 = async_compile.triton('triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_37', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 130176, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_37(in_out_ptr0, in_ptr0, in_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1152
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 288)
    x2 = xindex
    y1 = yindex // 288
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (y0 + 288*x2 + 2592*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1, 1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 + tmp3
    tmp13 = triton_helpers.maximum(tmp12, tmp5)
    tmp14 = triton_helpers.minimum(tmp13, tmp7)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp15 * tmp9
    tmp17 = tmp10 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 288*x2 + 2592*y1), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ah/cahdrfol7duqtqe7ia63jf455xs7raj6x7g5rqzevvlariljaga3.py
# Topologically Sorted Source Nodes: [input_79], Original ATen: [aten._native_batch_norm_legit_no_training]
# Source node to ATen node mapping:
#   input_79 => add_76, add_77, mul_100, mul_98, mul_99, reciprocal_26, sqrt_26, sub_26, unsqueeze_208, unsqueeze_209, unsqueeze_210, unsqueeze_211, unsqueeze_212, unsqueeze_213, unsqueeze_214, unsqueeze_215
# Graph fragment:
#   %convolution_40 : Tensor "f32[4, 96, 3, 3][864, 1, 288, 96]cuda:0" = PlaceHolder[target=convolution_40]
#   %arg160_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg160_1]
#   %arg161_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg161_1]
#   %arg162_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg162_1]
#   %arg163_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg163_1]
#   %unsqueeze_208 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg160_1, -1), kwargs = {})
#   %unsqueeze_209 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_208, -1), kwargs = {})
#   %sub_26 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_40, %unsqueeze_209), kwargs = {})
#   %add_76 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg161_1, 0.001), kwargs = {})
#   %sqrt_26 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_76,), kwargs = {})
#   %reciprocal_26 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_26,), kwargs = {})
#   %mul_98 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_26, 1), kwargs = {})
#   %unsqueeze_210 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_98, -1), kwargs = {})
#   %unsqueeze_211 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_210, -1), kwargs = {})
#   %mul_99 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %unsqueeze_211), kwargs = {})
#   %unsqueeze_212 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg162_1, -1), kwargs = {})
#   %unsqueeze_213 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_212, -1), kwargs = {})
#   %mul_100 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_99, %unsqueeze_213), kwargs = {})
#   %unsqueeze_214 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg163_1, -1), kwargs = {})
#   %unsqueeze_215 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_214, -1), kwargs = {})
#   %add_77 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_100, %unsqueeze_215), kwargs = {})
#   return %add_77
triton_poi_fused__native_batch_norm_legit_no_training_38 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_38', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 43008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_38(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 96)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/yl/cylmlaykyqkqmdfgj6tl65iewelmvpicmegxsxsydr2mm36e3wpz.py
# Topologically Sorted Source Nodes: [input_81, input_82], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
# Source node to ATen node mapping:
#   input_81 => add_78, add_79, mul_101, mul_102, mul_103, reciprocal_27, sqrt_27, sub_27, unsqueeze_216, unsqueeze_217, unsqueeze_218, unsqueeze_219, unsqueeze_220, unsqueeze_221, unsqueeze_222, unsqueeze_223
#   input_82 => add_80, clamp_max_20, clamp_min_20, div_20, mul_104
# Graph fragment:
#   %convolution_41 : Tensor "f32[4, 576, 3, 3][5184, 1, 1728, 576]cuda:0" = PlaceHolder[target=convolution_41]
#   %arg165_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg165_1]
#   %arg166_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg166_1]
#   %arg167_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg167_1]
#   %arg168_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg168_1]
#   %add_79 : Tensor "f32[4, 576, 3, 3][5184, 1, 1728, 576]cuda:0" = PlaceHolder[target=add_79]
#   %unsqueeze_216 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg165_1, -1), kwargs = {})
#   %unsqueeze_217 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_216, -1), kwargs = {})
#   %sub_27 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_41, %unsqueeze_217), kwargs = {})
#   %add_78 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg166_1, 0.001), kwargs = {})
#   %sqrt_27 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_78,), kwargs = {})
#   %reciprocal_27 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_27,), kwargs = {})
#   %mul_101 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_27, 1), kwargs = {})
#   %unsqueeze_218 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_101, -1), kwargs = {})
#   %unsqueeze_219 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_218, -1), kwargs = {})
#   %mul_102 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %unsqueeze_219), kwargs = {})
#   %unsqueeze_220 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg167_1, -1), kwargs = {})
#   %unsqueeze_221 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_220, -1), kwargs = {})
#   %mul_103 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_102, %unsqueeze_221), kwargs = {})
#   %unsqueeze_222 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg168_1, -1), kwargs = {})
#   %unsqueeze_223 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_222, -1), kwargs = {})
#   %add_79 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_103, %unsqueeze_223), kwargs = {})
#   %add_80 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_79, 3), kwargs = {})
#   %clamp_min_20 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_80, 0), kwargs = {})
#   %clamp_max_20 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_20, 6), kwargs = {})
#   %mul_104 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_79, %clamp_max_20), kwargs = {})
#   %div_20 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_104, 6), kwargs = {})
#   return %add_79,%div_20
triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 258048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 20736
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 576)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/ng/cnglmlulz7p77x4wenhozag3imsu63r67d5ssumkewdcsmeo55od.py
# Topologically Sorted Source Nodes: [input_84, input_85, scale_35], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   input_84 => add_81, add_82, mul_105, mul_106, mul_107, reciprocal_28, sqrt_28, sub_28, unsqueeze_224, unsqueeze_225, unsqueeze_226, unsqueeze_227, unsqueeze_228, unsqueeze_229, unsqueeze_230, unsqueeze_231
#   input_85 => add_83, clamp_max_21, clamp_min_21, div_21, mul_108
#   scale_35 => mean_7
# Graph fragment:
#   %convolution_42 : Tensor "f32[4, 576, 3, 3][5184, 1, 1728, 576]cuda:0" = PlaceHolder[target=convolution_42]
#   %arg170_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg170_1]
#   %arg171_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg171_1]
#   %arg172_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg172_1]
#   %arg173_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg173_1]
#   %add_82 : Tensor "f32[4, 576, 3, 3][5184, 1, 1728, 576]cuda:0" = PlaceHolder[target=add_82]
#   %buf111 : Tensor "f32[4, 576, 1, 1][576, 1, 2304, 2304]cuda:0" = PlaceHolder[target=buf111]
#   %unsqueeze_224 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg170_1, -1), kwargs = {})
#   %unsqueeze_225 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_224, -1), kwargs = {})
#   %sub_28 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_42, %unsqueeze_225), kwargs = {})
#   %add_81 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg171_1, 0.001), kwargs = {})
#   %sqrt_28 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_81,), kwargs = {})
#   %reciprocal_28 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_28,), kwargs = {})
#   %mul_105 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_28, 1), kwargs = {})
#   %unsqueeze_226 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_105, -1), kwargs = {})
#   %unsqueeze_227 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_226, -1), kwargs = {})
#   %mul_106 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_28, %unsqueeze_227), kwargs = {})
#   %unsqueeze_228 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg172_1, -1), kwargs = {})
#   %unsqueeze_229 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_228, -1), kwargs = {})
#   %mul_107 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_106, %unsqueeze_229), kwargs = {})
#   %unsqueeze_230 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg173_1, -1), kwargs = {})
#   %unsqueeze_231 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_230, -1), kwargs = {})
#   %add_82 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_107, %unsqueeze_231), kwargs = {})
#   %add_83 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_82, 3), kwargs = {})
#   %clamp_min_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_83, 0), kwargs = {})
#   %clamp_max_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_21, 6), kwargs = {})
#   %mul_108 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_82, %clamp_max_21), kwargs = {})
#   %div_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_7 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_21, [-1, -2], True), kwargs = {})
#   return %add_82,%buf111,%mean_7
triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 276480, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2304
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 576)
    x1 = xindex // 576
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 576*r0_2 + 5184*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1, 1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 9.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tl.store(in_out_ptr0 + (x0 + 576*r0_2 + 5184*x1), tmp15, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/fn/cfnils55aprsy4z25mpuho6nkjrgupoletbivdpdwuhxyqpb7l7p.py
# Topologically Sorted Source Nodes: [input_85, scale_35, scale_36, scale_37], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   input_85 => add_83, clamp_max_21, clamp_min_21, div_21, mul_108
#   scale_35 => mean_7
#   scale_36 => convolution_43
#   scale_37 => relu_12
# Graph fragment:
#   %buf113 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0" = PlaceHolder[target=buf113]
#   %arg175_1 : Tensor "f32[144][1]cuda:0" = PlaceHolder[target=arg175_1]
#   %add_83 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_82, 3), kwargs = {})
#   %clamp_min_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_83, 0), kwargs = {})
#   %clamp_max_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_21, 6), kwargs = {})
#   %mul_108 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_82, %clamp_max_21), kwargs = {})
#   %div_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_7 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_21, [-1, -2], True), kwargs = {})
#   %convolution_43 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_7, %arg174_1, %arg175_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_12 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_43,), kwargs = {})
#   return %relu_12
triton_poi_fused_convolution_hardswish_mean_relu_41 = async_compile.triton('triton_poi_fused_convolution_hardswish_mean_relu_41', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardswish_mean_relu_41', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7488}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardswish_mean_relu_41(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 144)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/jg/cjgyd7atl775gdzrqylm6urmtlod4izyfek6jnddrhlnzwroibkh.py
# Topologically Sorted Source Nodes: [input_85, scale_35, scale_36, scale_37, scale_38, scale_39, input_86], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
# Source node to ATen node mapping:
#   input_85 => add_83, clamp_max_21, clamp_min_21, div_21, mul_108
#   input_86 => mul_109
#   scale_35 => mean_7
#   scale_36 => convolution_43
#   scale_37 => relu_12
#   scale_38 => convolution_44
#   scale_39 => add_84, clamp_max_22, clamp_min_22, div_22
# Graph fragment:
#   %buf115 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0" = PlaceHolder[target=buf115]
#   %arg177_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg177_1]
#   %add_82 : Tensor "f32[4, 576, 3, 3][5184, 1, 1728, 576]cuda:0" = PlaceHolder[target=add_82]
#   %add_83 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_82, 3), kwargs = {})
#   %clamp_min_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_83, 0), kwargs = {})
#   %clamp_max_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_21, 6), kwargs = {})
#   %mul_108 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_82, %clamp_max_21), kwargs = {})
#   %div_21 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_108, 6), kwargs = {})
#   %mean_7 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_21, [-1, -2], True), kwargs = {})
#   %convolution_43 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%mean_7, %arg174_1, %arg175_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_12 : Tensor "f32[4, 144, 1, 1][144, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_43,), kwargs = {})
#   %convolution_44 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_12, %arg176_1, %arg177_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_84 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_44, 3), kwargs = {})
#   %clamp_min_22 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_84, 0), kwargs = {})
#   %clamp_max_22 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_22, 6), kwargs = {})
#   %div_22 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_max_22, 6), kwargs = {})
#   %mul_109 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_22, %div_21), kwargs = {})
#   return %mul_109
triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42 = async_compile.triton('triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 260352, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42(in_out_ptr0, in_ptr0, in_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 2304
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y3 = yindex
    y0 = (yindex % 576)
    x2 = xindex
    y1 = yindex // 576
    tmp0 = tl.load(in_ptr0 + (y3), ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (y0 + 576*x2 + 5184*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1, 1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 + tmp3
    tmp13 = triton_helpers.maximum(tmp12, tmp5)
    tmp14 = triton_helpers.minimum(tmp13, tmp7)
    tmp15 = tmp11 * tmp14
    tmp16 = tmp15 * tmp9
    tmp17 = tmp10 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 576*x2 + 5184*y1), tmp17, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/34/c34ig2ag2eht6rjdcot3mkzccx25pjzpzymx52u3plzsmjm7asly.py
# Topologically Sorted Source Nodes: [input_88, result_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
# Source node to ATen node mapping:
#   input_88 => add_85, add_86, mul_110, mul_111, mul_112, reciprocal_29, sqrt_29, sub_29, unsqueeze_232, unsqueeze_233, unsqueeze_234, unsqueeze_235, unsqueeze_236, unsqueeze_237, unsqueeze_238, unsqueeze_239
#   result_4 => add_87
# Graph fragment:
#   %convolution_45 : Tensor "f32[4, 96, 3, 3][864, 1, 288, 96]cuda:0" = PlaceHolder[target=convolution_45]
#   %arg179_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg179_1]
#   %arg180_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg180_1]
#   %arg181_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg181_1]
#   %arg182_1 : Tensor "f32[96][1]cuda:0" = PlaceHolder[target=arg182_1]
#   %add_77 : Tensor "f32[4, 96, 3, 3][864, 1, 288, 96]cuda:0" = PlaceHolder[target=add_77]
#   %unsqueeze_232 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg179_1, -1), kwargs = {})
#   %unsqueeze_233 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_232, -1), kwargs = {})
#   %sub_29 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_45, %unsqueeze_233), kwargs = {})
#   %add_85 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg180_1, 0.001), kwargs = {})
#   %sqrt_29 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_85,), kwargs = {})
#   %reciprocal_29 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_29,), kwargs = {})
#   %mul_110 : Tensor "f32[96][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_29, 1), kwargs = {})
#   %unsqueeze_234 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_110, -1), kwargs = {})
#   %unsqueeze_235 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_234, -1), kwargs = {})
#   %mul_111 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_29, %unsqueeze_235), kwargs = {})
#   %unsqueeze_236 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg181_1, -1), kwargs = {})
#   %unsqueeze_237 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_236, -1), kwargs = {})
#   %mul_112 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_111, %unsqueeze_237), kwargs = {})
#   %unsqueeze_238 : Tensor "f32[96, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg182_1, -1), kwargs = {})
#   %unsqueeze_239 : Tensor "f32[96, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_238, -1), kwargs = {})
#   %add_86 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_112, %unsqueeze_239), kwargs = {})
#   %add_87 : Tensor "f32[4, 96, 3, 3][864, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_86, %add_77), kwargs = {})
#   return %add_87
triton_poi_fused__native_batch_norm_legit_no_training_add_43 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_add_43', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_add_43', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 56832}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_43(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 96)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/yo/cyoyto2lkl4ba76hz2fwrs76kcbny25d4p3s6wseiqhdlf3shifx.py
# Topologically Sorted Source Nodes: [input_99, input_100, x], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   input_100 => add_100, clamp_max_26, clamp_min_26, div_26, mul_128
#   input_99 => add_98, add_99, mul_125, mul_126, mul_127, reciprocal_33, sqrt_33, sub_33, unsqueeze_264, unsqueeze_265, unsqueeze_266, unsqueeze_267, unsqueeze_268, unsqueeze_269, unsqueeze_270, unsqueeze_271
#   x => mean_9
# Graph fragment:
#   %convolution_51 : Tensor "f32[4, 576, 3, 3][5184, 1, 1728, 576]cuda:0" = PlaceHolder[target=convolution_51]
#   %arg203_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg203_1]
#   %arg204_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg204_1]
#   %arg205_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg205_1]
#   %arg206_1 : Tensor "f32[576][1]cuda:0" = PlaceHolder[target=arg206_1]
#   %add_99 : Tensor "f32[4, 576, 3, 3][5184, 1, 1728, 576]cuda:0" = PlaceHolder[target=add_99]
#   %buf134 : Tensor "f32[4, 576, 1, 1][576, 1, 2304, 2304]cuda:0" = PlaceHolder[target=buf134]
#   %unsqueeze_264 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg203_1, -1), kwargs = {})
#   %unsqueeze_265 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_264, -1), kwargs = {})
#   %sub_33 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_51, %unsqueeze_265), kwargs = {})
#   %add_98 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg204_1, 0.001), kwargs = {})
#   %sqrt_33 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_98,), kwargs = {})
#   %reciprocal_33 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_33,), kwargs = {})
#   %mul_125 : Tensor "f32[576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_33, 1), kwargs = {})
#   %unsqueeze_266 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_125, -1), kwargs = {})
#   %unsqueeze_267 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_266, -1), kwargs = {})
#   %mul_126 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_33, %unsqueeze_267), kwargs = {})
#   %unsqueeze_268 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg205_1, -1), kwargs = {})
#   %unsqueeze_269 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_268, -1), kwargs = {})
#   %mul_127 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_126, %unsqueeze_269), kwargs = {})
#   %unsqueeze_270 : Tensor "f32[576, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg206_1, -1), kwargs = {})
#   %unsqueeze_271 : Tensor "f32[576, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_270, -1), kwargs = {})
#   %add_99 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_127, %unsqueeze_271), kwargs = {})
#   %add_100 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_99, 3), kwargs = {})
#   %clamp_min_26 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_100, 0), kwargs = {})
#   %clamp_max_26 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_26, 6), kwargs = {})
#   %mul_128 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_99, %clamp_max_26), kwargs = {})
#   %div_26 : Tensor "f32[4, 576, 3, 3][5184, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_128, 6), kwargs = {})
#   %mean_9 : Tensor "f32[4, 576, 1, 1][576, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%div_26, [-1, -2], True), kwargs = {})
#   return %add_99,%buf134,%mean_9
triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_44 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_44', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_44', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 110592, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_44(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2304
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 576)
    x1 = xindex // 576
    x3 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 576*r0_2 + 5184*x1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 0.001, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 3.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = triton_helpers.maximum(tmp17, tmp18)
    tmp20 = tl.full([1, 1], 6.0, tl.float32)
    tmp21 = triton_helpers.minimum(tmp19, tmp20)
    tmp22 = tmp15 * tmp21
    tmp23 = tl.full([1, 1], 0.16666666666666666, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 9.0, tl.float32)
    tmp30 = (tmp28 / tmp29)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x3), tmp30, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/mobilenet_v3_small_inf_4061/qz/cqz6rbukfuuen3tjpfwa56kkeae22572px36yx42nmyroiy46d2p.py
# Topologically Sorted Source Nodes: [, input_102], Original ATen: [aten.addmm, aten.hardswish]
# Source node to ATen node mapping:
#    => add_tensor
#   input_102 => add_101, clamp_max_27, clamp_min_27, div_27, mul_129
# Graph fragment:
#   %arg208_1 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=arg208_1]
#   %mm_default : Tensor "f32[4, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %add_tensor : Tensor "f32[4, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg208_1, %mm_default), kwargs = {})
#   %add_101 : Tensor "f32[4, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_tensor, 3), kwargs = {})
#   %clamp_min_27 : Tensor "f32[4, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_101, 0), kwargs = {})
#   %clamp_max_27 : Tensor "f32[4, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_27, 6), kwargs = {})
#   %mul_129 : Tensor "f32[4, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor, %clamp_max_27), kwargs = {})
#   %div_27 : Tensor "f32[4, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_129, 6), kwargs = {})
#   return %div_27
triton_poi_fused_addmm_hardswish_45 = async_compile.triton('triton_poi_fused_addmm_hardswish_45', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_hardswish_45', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 53248}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_hardswish_45(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 3.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1], 0.0, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1], 6.0, tl.float32)
    tmp8 = triton_helpers.minimum(tmp6, tmp7)
    tmp9 = tmp2 * tmp8
    tmp10 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp11 = tmp9 * tmp10
    tl.store(in_out_ptr0 + (x2), tmp11, None)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1 = args
        args.clear()
        assert_size_stride(arg0_1, (16, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(arg1_1, (4, 3, 96, 96), (27648, 9216, 96, 1))
        assert_size_stride(arg2_1, (16, ), (1, ))
        assert_size_stride(arg3_1, (16, ), (1, ))
        assert_size_stride(arg4_1, (16, ), (1, ))
        assert_size_stride(arg5_1, (16, ), (1, ))
        assert_size_stride(arg6_1, (16, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg7_1, (16, ), (1, ))
        assert_size_stride(arg8_1, (16, ), (1, ))
        assert_size_stride(arg9_1, (16, ), (1, ))
        assert_size_stride(arg10_1, (16, ), (1, ))
        assert_size_stride(arg11_1, (8, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg12_1, (8, ), (1, ))
        assert_size_stride(arg13_1, (16, 8, 1, 1), (8, 1, 1, 1))
        assert_size_stride(arg14_1, (16, ), (1, ))
        assert_size_stride(arg15_1, (16, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg16_1, (16, ), (1, ))
        assert_size_stride(arg17_1, (16, ), (1, ))
        assert_size_stride(arg18_1, (16, ), (1, ))
        assert_size_stride(arg19_1, (16, ), (1, ))
        assert_size_stride(arg20_1, (72, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(arg21_1, (72, ), (1, ))
        assert_size_stride(arg22_1, (72, ), (1, ))
        assert_size_stride(arg23_1, (72, ), (1, ))
        assert_size_stride(arg24_1, (72, ), (1, ))
        assert_size_stride(arg25_1, (72, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg26_1, (72, ), (1, ))
        assert_size_stride(arg27_1, (72, ), (1, ))
        assert_size_stride(arg28_1, (72, ), (1, ))
        assert_size_stride(arg29_1, (72, ), (1, ))
        assert_size_stride(arg30_1, (24, 72, 1, 1), (72, 1, 1, 1))
        assert_size_stride(arg31_1, (24, ), (1, ))
        assert_size_stride(arg32_1, (24, ), (1, ))
        assert_size_stride(arg33_1, (24, ), (1, ))
        assert_size_stride(arg34_1, (24, ), (1, ))
        assert_size_stride(arg35_1, (88, 24, 1, 1), (24, 1, 1, 1))
        assert_size_stride(arg36_1, (88, ), (1, ))
        assert_size_stride(arg37_1, (88, ), (1, ))
        assert_size_stride(arg38_1, (88, ), (1, ))
        assert_size_stride(arg39_1, (88, ), (1, ))
        assert_size_stride(arg40_1, (88, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(arg41_1, (88, ), (1, ))
        assert_size_stride(arg42_1, (88, ), (1, ))
        assert_size_stride(arg43_1, (88, ), (1, ))
        assert_size_stride(arg44_1, (88, ), (1, ))
        assert_size_stride(arg45_1, (24, 88, 1, 1), (88, 1, 1, 1))
        assert_size_stride(arg46_1, (24, ), (1, ))
        assert_size_stride(arg47_1, (24, ), (1, ))
        assert_size_stride(arg48_1, (24, ), (1, ))
        assert_size_stride(arg49_1, (24, ), (1, ))
        assert_size_stride(arg50_1, (96, 24, 1, 1), (24, 1, 1, 1))
        assert_size_stride(arg51_1, (96, ), (1, ))
        assert_size_stride(arg52_1, (96, ), (1, ))
        assert_size_stride(arg53_1, (96, ), (1, ))
        assert_size_stride(arg54_1, (96, ), (1, ))
        assert_size_stride(arg55_1, (96, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg56_1, (96, ), (1, ))
        assert_size_stride(arg57_1, (96, ), (1, ))
        assert_size_stride(arg58_1, (96, ), (1, ))
        assert_size_stride(arg59_1, (96, ), (1, ))
        assert_size_stride(arg60_1, (24, 96, 1, 1), (96, 1, 1, 1))
        assert_size_stride(arg61_1, (24, ), (1, ))
        assert_size_stride(arg62_1, (96, 24, 1, 1), (24, 1, 1, 1))
        assert_size_stride(arg63_1, (96, ), (1, ))
        assert_size_stride(arg64_1, (40, 96, 1, 1), (96, 1, 1, 1))
        assert_size_stride(arg65_1, (40, ), (1, ))
        assert_size_stride(arg66_1, (40, ), (1, ))
        assert_size_stride(arg67_1, (40, ), (1, ))
        assert_size_stride(arg68_1, (40, ), (1, ))
        assert_size_stride(arg69_1, (240, 40, 1, 1), (40, 1, 1, 1))
        assert_size_stride(arg70_1, (240, ), (1, ))
        assert_size_stride(arg71_1, (240, ), (1, ))
        assert_size_stride(arg72_1, (240, ), (1, ))
        assert_size_stride(arg73_1, (240, ), (1, ))
        assert_size_stride(arg74_1, (240, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg75_1, (240, ), (1, ))
        assert_size_stride(arg76_1, (240, ), (1, ))
        assert_size_stride(arg77_1, (240, ), (1, ))
        assert_size_stride(arg78_1, (240, ), (1, ))
        assert_size_stride(arg79_1, (64, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg80_1, (64, ), (1, ))
        assert_size_stride(arg81_1, (240, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(arg82_1, (240, ), (1, ))
        assert_size_stride(arg83_1, (40, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg84_1, (40, ), (1, ))
        assert_size_stride(arg85_1, (40, ), (1, ))
        assert_size_stride(arg86_1, (40, ), (1, ))
        assert_size_stride(arg87_1, (40, ), (1, ))
        assert_size_stride(arg88_1, (240, 40, 1, 1), (40, 1, 1, 1))
        assert_size_stride(arg89_1, (240, ), (1, ))
        assert_size_stride(arg90_1, (240, ), (1, ))
        assert_size_stride(arg91_1, (240, ), (1, ))
        assert_size_stride(arg92_1, (240, ), (1, ))
        assert_size_stride(arg93_1, (240, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg94_1, (240, ), (1, ))
        assert_size_stride(arg95_1, (240, ), (1, ))
        assert_size_stride(arg96_1, (240, ), (1, ))
        assert_size_stride(arg97_1, (240, ), (1, ))
        assert_size_stride(arg98_1, (64, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg99_1, (64, ), (1, ))
        assert_size_stride(arg100_1, (240, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(arg101_1, (240, ), (1, ))
        assert_size_stride(arg102_1, (40, 240, 1, 1), (240, 1, 1, 1))
        assert_size_stride(arg103_1, (40, ), (1, ))
        assert_size_stride(arg104_1, (40, ), (1, ))
        assert_size_stride(arg105_1, (40, ), (1, ))
        assert_size_stride(arg106_1, (40, ), (1, ))
        assert_size_stride(arg107_1, (120, 40, 1, 1), (40, 1, 1, 1))
        assert_size_stride(arg108_1, (120, ), (1, ))
        assert_size_stride(arg109_1, (120, ), (1, ))
        assert_size_stride(arg110_1, (120, ), (1, ))
        assert_size_stride(arg111_1, (120, ), (1, ))
        assert_size_stride(arg112_1, (120, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg113_1, (120, ), (1, ))
        assert_size_stride(arg114_1, (120, ), (1, ))
        assert_size_stride(arg115_1, (120, ), (1, ))
        assert_size_stride(arg116_1, (120, ), (1, ))
        assert_size_stride(arg117_1, (32, 120, 1, 1), (120, 1, 1, 1))
        assert_size_stride(arg118_1, (32, ), (1, ))
        assert_size_stride(arg119_1, (120, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(arg120_1, (120, ), (1, ))
        assert_size_stride(arg121_1, (48, 120, 1, 1), (120, 1, 1, 1))
        assert_size_stride(arg122_1, (48, ), (1, ))
        assert_size_stride(arg123_1, (48, ), (1, ))
        assert_size_stride(arg124_1, (48, ), (1, ))
        assert_size_stride(arg125_1, (48, ), (1, ))
        assert_size_stride(arg126_1, (144, 48, 1, 1), (48, 1, 1, 1))
        assert_size_stride(arg127_1, (144, ), (1, ))
        assert_size_stride(arg128_1, (144, ), (1, ))
        assert_size_stride(arg129_1, (144, ), (1, ))
        assert_size_stride(arg130_1, (144, ), (1, ))
        assert_size_stride(arg131_1, (144, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg132_1, (144, ), (1, ))
        assert_size_stride(arg133_1, (144, ), (1, ))
        assert_size_stride(arg134_1, (144, ), (1, ))
        assert_size_stride(arg135_1, (144, ), (1, ))
        assert_size_stride(arg136_1, (40, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg137_1, (40, ), (1, ))
        assert_size_stride(arg138_1, (144, 40, 1, 1), (40, 1, 1, 1))
        assert_size_stride(arg139_1, (144, ), (1, ))
        assert_size_stride(arg140_1, (48, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg141_1, (48, ), (1, ))
        assert_size_stride(arg142_1, (48, ), (1, ))
        assert_size_stride(arg143_1, (48, ), (1, ))
        assert_size_stride(arg144_1, (48, ), (1, ))
        assert_size_stride(arg145_1, (288, 48, 1, 1), (48, 1, 1, 1))
        assert_size_stride(arg146_1, (288, ), (1, ))
        assert_size_stride(arg147_1, (288, ), (1, ))
        assert_size_stride(arg148_1, (288, ), (1, ))
        assert_size_stride(arg149_1, (288, ), (1, ))
        assert_size_stride(arg150_1, (288, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg151_1, (288, ), (1, ))
        assert_size_stride(arg152_1, (288, ), (1, ))
        assert_size_stride(arg153_1, (288, ), (1, ))
        assert_size_stride(arg154_1, (288, ), (1, ))
        assert_size_stride(arg155_1, (72, 288, 1, 1), (288, 1, 1, 1))
        assert_size_stride(arg156_1, (72, ), (1, ))
        assert_size_stride(arg157_1, (288, 72, 1, 1), (72, 1, 1, 1))
        assert_size_stride(arg158_1, (288, ), (1, ))
        assert_size_stride(arg159_1, (96, 288, 1, 1), (288, 1, 1, 1))
        assert_size_stride(arg160_1, (96, ), (1, ))
        assert_size_stride(arg161_1, (96, ), (1, ))
        assert_size_stride(arg162_1, (96, ), (1, ))
        assert_size_stride(arg163_1, (96, ), (1, ))
        assert_size_stride(arg164_1, (576, 96, 1, 1), (96, 1, 1, 1))
        assert_size_stride(arg165_1, (576, ), (1, ))
        assert_size_stride(arg166_1, (576, ), (1, ))
        assert_size_stride(arg167_1, (576, ), (1, ))
        assert_size_stride(arg168_1, (576, ), (1, ))
        assert_size_stride(arg169_1, (576, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg170_1, (576, ), (1, ))
        assert_size_stride(arg171_1, (576, ), (1, ))
        assert_size_stride(arg172_1, (576, ), (1, ))
        assert_size_stride(arg173_1, (576, ), (1, ))
        assert_size_stride(arg174_1, (144, 576, 1, 1), (576, 1, 1, 1))
        assert_size_stride(arg175_1, (144, ), (1, ))
        assert_size_stride(arg176_1, (576, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg177_1, (576, ), (1, ))
        assert_size_stride(arg178_1, (96, 576, 1, 1), (576, 1, 1, 1))
        assert_size_stride(arg179_1, (96, ), (1, ))
        assert_size_stride(arg180_1, (96, ), (1, ))
        assert_size_stride(arg181_1, (96, ), (1, ))
        assert_size_stride(arg182_1, (96, ), (1, ))
        assert_size_stride(arg183_1, (576, 96, 1, 1), (96, 1, 1, 1))
        assert_size_stride(arg184_1, (576, ), (1, ))
        assert_size_stride(arg185_1, (576, ), (1, ))
        assert_size_stride(arg186_1, (576, ), (1, ))
        assert_size_stride(arg187_1, (576, ), (1, ))
        assert_size_stride(arg188_1, (576, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(arg189_1, (576, ), (1, ))
        assert_size_stride(arg190_1, (576, ), (1, ))
        assert_size_stride(arg191_1, (576, ), (1, ))
        assert_size_stride(arg192_1, (576, ), (1, ))
        assert_size_stride(arg193_1, (144, 576, 1, 1), (576, 1, 1, 1))
        assert_size_stride(arg194_1, (144, ), (1, ))
        assert_size_stride(arg195_1, (576, 144, 1, 1), (144, 1, 1, 1))
        assert_size_stride(arg196_1, (576, ), (1, ))
        assert_size_stride(arg197_1, (96, 576, 1, 1), (576, 1, 1, 1))
        assert_size_stride(arg198_1, (96, ), (1, ))
        assert_size_stride(arg199_1, (96, ), (1, ))
        assert_size_stride(arg200_1, (96, ), (1, ))
        assert_size_stride(arg201_1, (96, ), (1, ))
        assert_size_stride(arg202_1, (576, 96, 1, 1), (96, 1, 1, 1))
        assert_size_stride(arg203_1, (576, ), (1, ))
        assert_size_stride(arg204_1, (576, ), (1, ))
        assert_size_stride(arg205_1, (576, ), (1, ))
        assert_size_stride(arg206_1, (576, ), (1, ))
        assert_size_stride(arg207_1, (1024, 576), (576, 1))
        assert_size_stride(arg208_1, (1024, ), (1, ))
        assert_size_stride(arg209_1, (10, 1024), (1024, 1))
        assert_size_stride(arg210_1, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((4, 3, 96, 96), (27648, 1, 288, 3), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(arg1_1, buf0, 12, 9216, stream=stream0)
            del arg1_1
            buf1 = empty_strided_cuda((16, 3, 3, 3), (27, 1, 9, 3), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_1.run(arg0_1, buf1, 48, 9, stream=stream0)
            del arg0_1
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:3
            buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf2, (4, 16, 48, 48), (36864, 1, 768, 16), 'torch.ops.aten.convolution.default')
            del buf0
            del buf1
            buf3 = buf2; del buf2  # reuse
            buf4 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_2.run(buf4, arg2_1, arg3_1, arg4_1, arg5_1, 147456, stream=stream0)
            del arg2_1
            del arg3_1
            del arg4_1
            del arg5_1
            # Topologically Sorted Source Nodes: [input_3, input_4], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:5
            buf5 = extern_kernels.convolution(buf4, arg6_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
            assert_size_stride(buf5, (4, 16, 24, 24), (9216, 1, 384, 16), 'torch.ops.aten.convolution.default')
            del arg6_1
            del buf4
            buf6 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_relu_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_relu_3.run(buf6, arg7_1, arg8_1, arg9_1, arg10_1, 36864, stream=stream0)
            del arg10_1
            del arg7_1
            del arg8_1
            del arg9_1
            buf7 = empty_strided_cuda((4, 16, 1, 1, 5), (80, 1, 320, 320, 16), torch.float32)
            # Topologically Sorted Source Nodes: [scale], Original ATen: [aten.mean]
            # [Provenance debug handles] triton_red_fused_mean_4:7
            stream0 = get_raw_stream(0)
            triton_red_fused_mean_4.run(buf6, buf7, 320, 116, stream=stream0)
            buf8 = empty_strided_cuda((4, 16, 1, 1), (16, 1, 64, 64), torch.float32)
            buf9 = reinterpret_tensor(buf8, (4, 16, 1, 1), (16, 1, 1, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [scale], Original ATen: [aten.mean]
            # [Provenance debug handles] triton_per_fused_mean_5:8
            stream0 = get_raw_stream(0)
            triton_per_fused_mean_5.run(buf9, buf7, 64, 5, stream=stream0)
            del buf7
            # Topologically Sorted Source Nodes: [scale, scale_1], Original ATen: [aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:9
            buf10 = extern_kernels.convolution(buf9, arg11_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf10, (4, 8, 1, 1), (8, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg11_1
            del buf9
            buf11 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [scale, scale_1, scale_2], Original ATen: [aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_mean_relu_6:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_mean_relu_6.run(buf11, arg12_1, 32, stream=stream0)
            del arg12_1
            # Topologically Sorted Source Nodes: [scale, scale_1, scale_2, scale_3], Original ATen: [aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:11
            buf12 = extern_kernels.convolution(buf11, arg13_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf12, (4, 16, 1, 1), (16, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg13_1
            del buf11
            buf13 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [scale, scale_1, scale_2, scale_3, scale_4, input_7], Original ATen: [aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_mean_mul_relu_7:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_mean_mul_relu_7.run(buf13, buf12, arg14_1, 36864, stream=stream0)
            del arg14_1
            del buf12
            # Topologically Sorted Source Nodes: [scale, scale_1, scale_2, scale_3, scale_4, input_7, input_8], Original ATen: [aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:13
            buf14 = extern_kernels.convolution(buf13, arg15_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf14, (4, 16, 24, 24), (9216, 1, 384, 16), 'torch.ops.aten.convolution.default')
            del arg15_1
            del buf13
            buf15 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_8:14
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_8.run(buf15, arg16_1, arg17_1, arg18_1, arg19_1, 36864, stream=stream0)
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:15
            buf16 = extern_kernels.convolution(buf15, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf16, (4, 72, 24, 24), (41472, 1, 1728, 72), 'torch.ops.aten.convolution.default')
            del arg20_1
            del buf15
            buf17 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [input_11, input_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_relu_9:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_relu_9.run(buf17, arg21_1, arg22_1, arg23_1, arg24_1, 165888, stream=stream0)
            del arg21_1
            del arg22_1
            del arg23_1
            del arg24_1
            # Topologically Sorted Source Nodes: [input_11, input_12, input_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:17
            buf18 = extern_kernels.convolution(buf17, arg25_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=72, bias=None)
            assert_size_stride(buf18, (4, 72, 12, 12), (10368, 1, 864, 72), 'torch.ops.aten.convolution.default')
            del arg25_1
            del buf17
            buf19 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_relu_10:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_relu_10.run(buf19, arg26_1, arg27_1, arg28_1, arg29_1, 41472, stream=stream0)
            del arg26_1
            del arg27_1
            del arg28_1
            del arg29_1
            # Topologically Sorted Source Nodes: [input_14, input_15, input_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:19
            buf20 = extern_kernels.convolution(buf19, arg30_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf20, (4, 24, 12, 12), (3456, 1, 288, 24), 'torch.ops.aten.convolution.default')
            del arg30_1
            del buf19
            buf21 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [input_17], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_11:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_11.run(buf21, arg31_1, arg32_1, arg33_1, arg34_1, 13824, stream=stream0)
            del arg31_1
            del arg32_1
            del arg33_1
            del arg34_1
            # Topologically Sorted Source Nodes: [input_18], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:21
            buf22 = extern_kernels.convolution(buf21, arg35_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf22, (4, 88, 12, 12), (12672, 1, 1056, 88), 'torch.ops.aten.convolution.default')
            del arg35_1
            buf23 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [input_19, input_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_relu_12:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_relu_12.run(buf23, arg36_1, arg37_1, arg38_1, arg39_1, 50688, stream=stream0)
            del arg36_1
            del arg37_1
            del arg38_1
            del arg39_1
            # Topologically Sorted Source Nodes: [input_19, input_20, input_21], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:23
            buf24 = extern_kernels.convolution(buf23, arg40_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
            assert_size_stride(buf24, (4, 88, 12, 12), (12672, 1, 1056, 88), 'torch.ops.aten.convolution.default')
            del arg40_1
            del buf23
            buf25 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [input_22, input_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_relu_12:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_relu_12.run(buf25, arg41_1, arg42_1, arg43_1, arg44_1, 50688, stream=stream0)
            del arg41_1
            del arg42_1
            del arg43_1
            del arg44_1
            # Topologically Sorted Source Nodes: [input_22, input_23, input_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:25
            buf26 = extern_kernels.convolution(buf25, arg45_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf26, (4, 24, 12, 12), (3456, 1, 288, 24), 'torch.ops.aten.convolution.default')
            del arg45_1
            del buf25
            buf27 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [input_25, result], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_13:26
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_13.run(buf27, arg46_1, arg47_1, arg48_1, arg49_1, buf21, 13824, stream=stream0)
            del arg46_1
            del arg47_1
            del arg48_1
            del arg49_1
            del buf21
            # Topologically Sorted Source Nodes: [input_25, result, input_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:27
            buf28 = extern_kernels.convolution(buf27, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf28, (4, 96, 12, 12), (13824, 1, 1152, 96), 'torch.ops.aten.convolution.default')
            del arg50_1
            del buf27
            buf29 = buf28; del buf28  # reuse
            buf30 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [input_27, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_14:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_14.run(buf30, arg51_1, arg52_1, arg53_1, arg54_1, 55296, stream=stream0)
            del arg51_1
            del arg52_1
            del arg53_1
            del arg54_1
            # Topologically Sorted Source Nodes: [input_28, input_29], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:29
            buf31 = extern_kernels.convolution(buf30, arg55_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
            assert_size_stride(buf31, (4, 96, 6, 6), (3456, 1, 576, 96), 'torch.ops.aten.convolution.default')
            del arg55_1
            del buf30
            buf32 = buf31; del buf31  # reuse
            buf33 = empty_strided_cuda((4, 96, 1, 1), (96, 1, 384, 384), torch.float32)
            buf34 = reinterpret_tensor(buf33, (4, 96, 1, 1), (96, 1, 1, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [input_30, input_31, scale_5], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_15:30
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_15.run(buf32, buf34, arg56_1, arg57_1, arg58_1, arg59_1, 384, 36, stream=stream0)
            del arg56_1
            del arg57_1
            del arg58_1
            del arg59_1
            # Topologically Sorted Source Nodes: [input_31, scale_5, scale_6], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:31
            buf35 = extern_kernels.convolution(buf34, arg60_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf35, (4, 24, 1, 1), (24, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg60_1
            del buf34
            buf36 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [input_31, scale_5, scale_6, scale_7], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_16:32
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_16.run(buf36, arg61_1, 96, stream=stream0)
            del arg61_1
            # Topologically Sorted Source Nodes: [input_31, scale_5, scale_6, scale_7, scale_8], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:33
            buf37 = extern_kernels.convolution(buf36, arg62_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf37, (4, 96, 1, 1), (96, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg62_1
            del buf36
            buf38 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [input_31, scale_5, scale_6, scale_7, scale_8, scale_9, input_32], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_17:34
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_17.run(buf38, buf37, arg63_1, 384, 36, stream=stream0)
            del arg63_1
            del buf37
            # Topologically Sorted Source Nodes: [input_31, scale_5, scale_6, scale_7, scale_8, scale_9, input_32, input_33], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:35
            buf39 = extern_kernels.convolution(buf38, arg64_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf39, (4, 40, 6, 6), (1440, 1, 240, 40), 'torch.ops.aten.convolution.default')
            del arg64_1
            del buf38
            buf40 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [input_34], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_18:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_18.run(buf40, arg65_1, arg66_1, arg67_1, arg68_1, 5760, stream=stream0)
            del arg65_1
            del arg66_1
            del arg67_1
            del arg68_1
            # Topologically Sorted Source Nodes: [input_35], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:37
            buf41 = extern_kernels.convolution(buf40, arg69_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf41, (4, 240, 6, 6), (8640, 1, 1440, 240), 'torch.ops.aten.convolution.default')
            del arg69_1
            buf42 = buf41; del buf41  # reuse
            buf43 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [input_36, input_37], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19:38
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19.run(buf43, arg70_1, arg71_1, arg72_1, arg73_1, 34560, stream=stream0)
            del arg70_1
            del arg71_1
            del arg72_1
            del arg73_1
            # Topologically Sorted Source Nodes: [input_37, input_38], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:39
            buf44 = extern_kernels.convolution(buf43, arg74_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
            assert_size_stride(buf44, (4, 240, 6, 6), (8640, 1, 1440, 240), 'torch.ops.aten.convolution.default')
            del arg74_1
            del buf43
            buf45 = buf44; del buf44  # reuse
            buf46 = empty_strided_cuda((4, 240, 1, 1), (240, 1, 960, 960), torch.float32)
            buf47 = reinterpret_tensor(buf46, (4, 240, 1, 1), (240, 1, 1, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [input_39, input_40, scale_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20:40
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20.run(buf45, buf47, arg75_1, arg76_1, arg77_1, arg78_1, 960, 36, stream=stream0)
            del arg75_1
            del arg76_1
            del arg77_1
            del arg78_1
            # Topologically Sorted Source Nodes: [input_40, scale_10, scale_11], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:41
            buf48 = extern_kernels.convolution(buf47, arg79_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf48, (4, 64, 1, 1), (64, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg79_1
            del buf47
            buf49 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [input_40, scale_10, scale_11, scale_12], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_21:42
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_21.run(buf49, arg80_1, 256, stream=stream0)
            del arg80_1
            # Topologically Sorted Source Nodes: [input_40, scale_10, scale_11, scale_12, scale_13], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:43
            buf50 = extern_kernels.convolution(buf49, arg81_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf50, (4, 240, 1, 1), (240, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg81_1
            del buf49
            buf51 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [input_40, scale_10, scale_11, scale_12, scale_13, scale_14, input_41], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22:44
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22.run(buf51, buf50, arg82_1, 960, 36, stream=stream0)
            del arg82_1
            # Topologically Sorted Source Nodes: [input_40, scale_10, scale_11, scale_12, scale_13, scale_14, input_41, input_42], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:45
            buf52 = extern_kernels.convolution(buf51, arg83_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf52, (4, 40, 6, 6), (1440, 1, 240, 40), 'torch.ops.aten.convolution.default')
            del arg83_1
            del buf51
            buf53 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [input_43, result_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_23:46
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_23.run(buf53, arg84_1, arg85_1, arg86_1, arg87_1, buf40, 5760, stream=stream0)
            del arg84_1
            del arg85_1
            del arg86_1
            del arg87_1
            del buf40
            # Topologically Sorted Source Nodes: [input_44], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:47
            buf54 = extern_kernels.convolution(buf53, arg88_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf54, (4, 240, 6, 6), (8640, 1, 1440, 240), 'torch.ops.aten.convolution.default')
            del arg88_1
            buf55 = buf54; del buf54  # reuse
            buf56 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [input_45, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_19.run(buf56, arg89_1, arg90_1, arg91_1, arg92_1, 34560, stream=stream0)
            del arg89_1
            del arg90_1
            del arg91_1
            del arg92_1
            # Topologically Sorted Source Nodes: [input_46, input_47], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:49
            buf57 = extern_kernels.convolution(buf56, arg93_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
            assert_size_stride(buf57, (4, 240, 6, 6), (8640, 1, 1440, 240), 'torch.ops.aten.convolution.default')
            del arg93_1
            del buf56
            buf58 = buf57; del buf57  # reuse
            buf59 = reinterpret_tensor(buf50, (4, 240, 1, 1), (240, 1, 960, 960), 0); del buf50  # reuse
            buf60 = reinterpret_tensor(buf59, (4, 240, 1, 1), (240, 1, 1, 1), 0); del buf59  # reuse
            # Topologically Sorted Source Nodes: [input_48, input_49, scale_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20:50
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_20.run(buf58, buf60, arg94_1, arg95_1, arg96_1, arg97_1, 960, 36, stream=stream0)
            del arg94_1
            del arg95_1
            del arg96_1
            del arg97_1
            # Topologically Sorted Source Nodes: [input_49, scale_15, scale_16], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:51
            buf61 = extern_kernels.convolution(buf60, arg98_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf61, (4, 64, 1, 1), (64, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg98_1
            del buf60
            buf62 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [input_49, scale_15, scale_16, scale_17], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_21:52
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_21.run(buf62, arg99_1, 256, stream=stream0)
            del arg99_1
            # Topologically Sorted Source Nodes: [input_49, scale_15, scale_16, scale_17, scale_18], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:53
            buf63 = extern_kernels.convolution(buf62, arg100_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf63, (4, 240, 1, 1), (240, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg100_1
            del buf62
            buf64 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [input_49, scale_15, scale_16, scale_17, scale_18, scale_19, input_50], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22:54
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_22.run(buf64, buf63, arg101_1, 960, 36, stream=stream0)
            del arg101_1
            del buf63
            # Topologically Sorted Source Nodes: [input_49, scale_15, scale_16, scale_17, scale_18, scale_19, input_50, input_51], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:55
            buf65 = extern_kernels.convolution(buf64, arg102_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf65, (4, 40, 6, 6), (1440, 1, 240, 40), 'torch.ops.aten.convolution.default')
            del arg102_1
            del buf64
            buf66 = buf65; del buf65  # reuse
            # Topologically Sorted Source Nodes: [input_52, result_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_23:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_23.run(buf66, arg103_1, arg104_1, arg105_1, arg106_1, buf53, 5760, stream=stream0)
            del arg103_1
            del arg104_1
            del arg105_1
            del arg106_1
            del buf53
            # Topologically Sorted Source Nodes: [input_52, result_2, input_53], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:57
            buf67 = extern_kernels.convolution(buf66, arg107_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf67, (4, 120, 6, 6), (4320, 1, 720, 120), 'torch.ops.aten.convolution.default')
            del arg107_1
            del buf66
            buf68 = buf67; del buf67  # reuse
            buf69 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [input_54, input_55], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_24:58
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_24.run(buf69, arg108_1, arg109_1, arg110_1, arg111_1, 17280, stream=stream0)
            del arg108_1
            del arg109_1
            del arg110_1
            del arg111_1
            # Topologically Sorted Source Nodes: [input_55, input_56], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:59
            buf70 = extern_kernels.convolution(buf69, arg112_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=120, bias=None)
            assert_size_stride(buf70, (4, 120, 6, 6), (4320, 1, 720, 120), 'torch.ops.aten.convolution.default')
            del arg112_1
            del buf69
            buf71 = buf70; del buf70  # reuse
            buf72 = empty_strided_cuda((4, 120, 1, 1), (120, 1, 480, 480), torch.float32)
            buf73 = reinterpret_tensor(buf72, (4, 120, 1, 1), (120, 1, 1, 1), 0); del buf72  # reuse
            # Topologically Sorted Source Nodes: [input_57, input_58, scale_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_25:60
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_25.run(buf71, buf73, arg113_1, arg114_1, arg115_1, arg116_1, 480, 36, stream=stream0)
            del arg113_1
            del arg114_1
            del arg115_1
            del arg116_1
            # Topologically Sorted Source Nodes: [input_58, scale_20, scale_21], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:61
            buf74 = extern_kernels.convolution(buf73, arg117_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf74, (4, 32, 1, 1), (32, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg117_1
            del buf73
            buf75 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [input_58, scale_20, scale_21, scale_22], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_26:62
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_26.run(buf75, arg118_1, 128, stream=stream0)
            del arg118_1
            # Topologically Sorted Source Nodes: [input_58, scale_20, scale_21, scale_22, scale_23], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:63
            buf76 = extern_kernels.convolution(buf75, arg119_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf76, (4, 120, 1, 1), (120, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg119_1
            del buf75
            buf77 = buf71; del buf71  # reuse
            # Topologically Sorted Source Nodes: [input_58, scale_20, scale_21, scale_22, scale_23, scale_24, input_59], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_27:64
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_27.run(buf77, buf76, arg120_1, 480, 36, stream=stream0)
            del arg120_1
            del buf76
            # Topologically Sorted Source Nodes: [input_58, scale_20, scale_21, scale_22, scale_23, scale_24, input_59, input_60], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:65
            buf78 = extern_kernels.convolution(buf77, arg121_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf78, (4, 48, 6, 6), (1728, 1, 288, 48), 'torch.ops.aten.convolution.default')
            del arg121_1
            del buf77
            buf79 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [input_61], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_28:66
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_28.run(buf79, arg122_1, arg123_1, arg124_1, arg125_1, 6912, stream=stream0)
            del arg122_1
            del arg123_1
            del arg124_1
            del arg125_1
            # Topologically Sorted Source Nodes: [input_62], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:67
            buf80 = extern_kernels.convolution(buf79, arg126_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf80, (4, 144, 6, 6), (5184, 1, 864, 144), 'torch.ops.aten.convolution.default')
            del arg126_1
            buf81 = buf80; del buf80  # reuse
            buf82 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [input_63, input_64], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_29:68
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_29.run(buf82, arg127_1, arg128_1, arg129_1, arg130_1, 20736, stream=stream0)
            del arg127_1
            del arg128_1
            del arg129_1
            del arg130_1
            # Topologically Sorted Source Nodes: [input_64, input_65], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:69
            buf83 = extern_kernels.convolution(buf82, arg131_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
            assert_size_stride(buf83, (4, 144, 6, 6), (5184, 1, 864, 144), 'torch.ops.aten.convolution.default')
            del arg131_1
            del buf82
            buf84 = buf83; del buf83  # reuse
            buf85 = empty_strided_cuda((4, 144, 1, 1), (144, 1, 576, 576), torch.float32)
            buf86 = reinterpret_tensor(buf85, (4, 144, 1, 1), (144, 1, 1, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [input_66, input_67, scale_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_30:70
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_30.run(buf84, buf86, arg132_1, arg133_1, arg134_1, arg135_1, 576, 36, stream=stream0)
            del arg132_1
            del arg133_1
            del arg134_1
            del arg135_1
            # Topologically Sorted Source Nodes: [input_67, scale_25, scale_26], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:71
            buf87 = extern_kernels.convolution(buf86, arg136_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf87, (4, 40, 1, 1), (40, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg136_1
            del buf86
            buf88 = buf87; del buf87  # reuse
            # Topologically Sorted Source Nodes: [input_67, scale_25, scale_26, scale_27], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_31:72
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_31.run(buf88, arg137_1, 160, stream=stream0)
            del arg137_1
            # Topologically Sorted Source Nodes: [input_67, scale_25, scale_26, scale_27, scale_28], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:73
            buf89 = extern_kernels.convolution(buf88, arg138_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf89, (4, 144, 1, 1), (144, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg138_1
            del buf88
            buf90 = buf84; del buf84  # reuse
            # Topologically Sorted Source Nodes: [input_67, scale_25, scale_26, scale_27, scale_28, scale_29, input_68], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_32:74
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_32.run(buf90, buf89, arg139_1, 576, 36, stream=stream0)
            del arg139_1
            del buf89
            # Topologically Sorted Source Nodes: [input_67, scale_25, scale_26, scale_27, scale_28, scale_29, input_68, input_69], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:75
            buf91 = extern_kernels.convolution(buf90, arg140_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf91, (4, 48, 6, 6), (1728, 1, 288, 48), 'torch.ops.aten.convolution.default')
            del arg140_1
            del buf90
            buf92 = buf91; del buf91  # reuse
            # Topologically Sorted Source Nodes: [input_70, result_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_33:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_33.run(buf92, arg141_1, arg142_1, arg143_1, arg144_1, buf79, 6912, stream=stream0)
            del arg141_1
            del arg142_1
            del arg143_1
            del arg144_1
            del buf79
            # Topologically Sorted Source Nodes: [input_70, result_3, input_71], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:77
            buf93 = extern_kernels.convolution(buf92, arg145_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf93, (4, 288, 6, 6), (10368, 1, 1728, 288), 'torch.ops.aten.convolution.default')
            del arg145_1
            del buf92
            buf94 = buf93; del buf93  # reuse
            buf95 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [input_72, input_73], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_34:78
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_34.run(buf95, arg146_1, arg147_1, arg148_1, arg149_1, 41472, stream=stream0)
            del arg146_1
            del arg147_1
            del arg148_1
            del arg149_1
            # Topologically Sorted Source Nodes: [input_73, input_74], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:79
            buf96 = extern_kernels.convolution(buf95, arg150_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=288, bias=None)
            assert_size_stride(buf96, (4, 288, 3, 3), (2592, 1, 864, 288), 'torch.ops.aten.convolution.default')
            del arg150_1
            del buf95
            buf97 = buf96; del buf96  # reuse
            buf98 = empty_strided_cuda((4, 288, 1, 1), (288, 1, 1152, 1152), torch.float32)
            buf99 = reinterpret_tensor(buf98, (4, 288, 1, 1), (288, 1, 1, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [input_75, input_76, scale_30], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_35:80
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_35.run(buf97, buf99, arg151_1, arg152_1, arg153_1, arg154_1, 1152, 9, stream=stream0)
            del arg151_1
            del arg152_1
            del arg153_1
            del arg154_1
            # Topologically Sorted Source Nodes: [input_76, scale_30, scale_31], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:81
            buf100 = extern_kernels.convolution(buf99, arg155_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf100, (4, 72, 1, 1), (72, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg155_1
            del buf99
            buf101 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [input_76, scale_30, scale_31, scale_32], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_36:82
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_36.run(buf101, arg156_1, 288, stream=stream0)
            del arg156_1
            # Topologically Sorted Source Nodes: [input_76, scale_30, scale_31, scale_32, scale_33], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:83
            buf102 = extern_kernels.convolution(buf101, arg157_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf102, (4, 288, 1, 1), (288, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg157_1
            del buf101
            buf103 = buf97; del buf97  # reuse
            # Topologically Sorted Source Nodes: [input_76, scale_30, scale_31, scale_32, scale_33, scale_34, input_77], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_37:84
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_37.run(buf103, buf102, arg158_1, 1152, 9, stream=stream0)
            del arg158_1
            del buf102
            # Topologically Sorted Source Nodes: [input_76, scale_30, scale_31, scale_32, scale_33, scale_34, input_77, input_78], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:85
            buf104 = extern_kernels.convolution(buf103, arg159_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf104, (4, 96, 3, 3), (864, 1, 288, 96), 'torch.ops.aten.convolution.default')
            del arg159_1
            del buf103
            buf105 = buf104; del buf104  # reuse
            # Topologically Sorted Source Nodes: [input_79], Original ATen: [aten._native_batch_norm_legit_no_training]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_38:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_38.run(buf105, arg160_1, arg161_1, arg162_1, arg163_1, 3456, stream=stream0)
            del arg160_1
            del arg161_1
            del arg162_1
            del arg163_1
            # Topologically Sorted Source Nodes: [input_80], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:87
            buf106 = extern_kernels.convolution(buf105, arg164_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf106, (4, 576, 3, 3), (5184, 1, 1728, 576), 'torch.ops.aten.convolution.default')
            del arg164_1
            buf107 = buf106; del buf106  # reuse
            buf108 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [input_81, input_82], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39:88
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39.run(buf108, arg165_1, arg166_1, arg167_1, arg168_1, 20736, stream=stream0)
            del arg165_1
            del arg166_1
            del arg167_1
            del arg168_1
            # Topologically Sorted Source Nodes: [input_82, input_83], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:89
            buf109 = extern_kernels.convolution(buf108, arg169_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576, bias=None)
            assert_size_stride(buf109, (4, 576, 3, 3), (5184, 1, 1728, 576), 'torch.ops.aten.convolution.default')
            del arg169_1
            del buf108
            buf110 = buf109; del buf109  # reuse
            buf111 = empty_strided_cuda((4, 576, 1, 1), (576, 1, 2304, 2304), torch.float32)
            buf112 = reinterpret_tensor(buf111, (4, 576, 1, 1), (576, 1, 1, 1), 0); del buf111  # reuse
            # Topologically Sorted Source Nodes: [input_84, input_85, scale_35], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40:90
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40.run(buf110, buf112, arg170_1, arg171_1, arg172_1, arg173_1, 2304, 9, stream=stream0)
            del arg170_1
            del arg171_1
            del arg172_1
            del arg173_1
            # Topologically Sorted Source Nodes: [input_85, scale_35, scale_36], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:91
            buf113 = extern_kernels.convolution(buf112, arg174_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf113, (4, 144, 1, 1), (144, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg174_1
            del buf112
            buf114 = buf113; del buf113  # reuse
            # Topologically Sorted Source Nodes: [input_85, scale_35, scale_36, scale_37], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_41:92
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_41.run(buf114, arg175_1, 576, stream=stream0)
            del arg175_1
            # Topologically Sorted Source Nodes: [input_85, scale_35, scale_36, scale_37, scale_38], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:93
            buf115 = extern_kernels.convolution(buf114, arg176_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf115, (4, 576, 1, 1), (576, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg176_1
            del buf114
            buf116 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [input_85, scale_35, scale_36, scale_37, scale_38, scale_39, input_86], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42:94
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42.run(buf116, buf115, arg177_1, 2304, 9, stream=stream0)
            del arg177_1
            # Topologically Sorted Source Nodes: [input_85, scale_35, scale_36, scale_37, scale_38, scale_39, input_86, input_87], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:95
            buf117 = extern_kernels.convolution(buf116, arg178_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf117, (4, 96, 3, 3), (864, 1, 288, 96), 'torch.ops.aten.convolution.default')
            del arg178_1
            del buf116
            buf118 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [input_88, result_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_43:96
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_43.run(buf118, arg179_1, arg180_1, arg181_1, arg182_1, buf105, 3456, stream=stream0)
            del arg179_1
            del arg180_1
            del arg181_1
            del arg182_1
            del buf105
            # Topologically Sorted Source Nodes: [input_89], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:97
            buf119 = extern_kernels.convolution(buf118, arg183_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf119, (4, 576, 3, 3), (5184, 1, 1728, 576), 'torch.ops.aten.convolution.default')
            del arg183_1
            buf120 = buf119; del buf119  # reuse
            buf121 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [input_90, input_91], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39:98
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_hardswish_39.run(buf121, arg184_1, arg185_1, arg186_1, arg187_1, 20736, stream=stream0)
            del arg184_1
            del arg185_1
            del arg186_1
            del arg187_1
            # Topologically Sorted Source Nodes: [input_91, input_92], Original ATen: [aten.hardswish, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:99
            buf122 = extern_kernels.convolution(buf121, arg188_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576, bias=None)
            assert_size_stride(buf122, (4, 576, 3, 3), (5184, 1, 1728, 576), 'torch.ops.aten.convolution.default')
            del arg188_1
            del buf121
            buf123 = buf122; del buf122  # reuse
            buf124 = reinterpret_tensor(buf115, (4, 576, 1, 1), (576, 1, 2304, 2304), 0); del buf115  # reuse
            buf125 = reinterpret_tensor(buf124, (4, 576, 1, 1), (576, 1, 1, 1), 0); del buf124  # reuse
            # Topologically Sorted Source Nodes: [input_93, input_94, scale_40], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40:100
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_40.run(buf123, buf125, arg189_1, arg190_1, arg191_1, arg192_1, 2304, 9, stream=stream0)
            del arg189_1
            del arg190_1
            del arg191_1
            del arg192_1
            # Topologically Sorted Source Nodes: [input_94, scale_40, scale_41], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:101
            buf126 = extern_kernels.convolution(buf125, arg193_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf126, (4, 144, 1, 1), (144, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg193_1
            del buf125
            buf127 = buf126; del buf126  # reuse
            # Topologically Sorted Source Nodes: [input_94, scale_40, scale_41, scale_42], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_hardswish_mean_relu_41:102
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardswish_mean_relu_41.run(buf127, arg194_1, 576, stream=stream0)
            del arg194_1
            # Topologically Sorted Source Nodes: [input_94, scale_40, scale_41, scale_42, scale_43], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:103
            buf128 = extern_kernels.convolution(buf127, arg195_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf128, (4, 576, 1, 1), (576, 1, 1, 1), 'torch.ops.aten.convolution.default')
            del arg195_1
            del buf127
            buf129 = buf123; del buf123  # reuse
            # Topologically Sorted Source Nodes: [input_94, scale_40, scale_41, scale_42, scale_43, scale_44, input_95], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42:104
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_hardsigmoid_hardswish_mean_mul_relu_42.run(buf129, buf128, arg196_1, 2304, 9, stream=stream0)
            del arg196_1
            # Topologically Sorted Source Nodes: [input_94, scale_40, scale_41, scale_42, scale_43, scale_44, input_95, input_96], Original ATen: [aten.hardswish, aten.mean, aten.convolution, aten.relu, aten.hardsigmoid, aten.mul]
            # [Provenance debug handles] extern_kernels.convolution:105
            buf130 = extern_kernels.convolution(buf129, arg197_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf130, (4, 96, 3, 3), (864, 1, 288, 96), 'torch.ops.aten.convolution.default')
            del arg197_1
            del buf129
            buf131 = buf130; del buf130  # reuse
            # Topologically Sorted Source Nodes: [input_97, result_5], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_add_43:106
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_add_43.run(buf131, arg198_1, arg199_1, arg200_1, arg201_1, buf118, 3456, stream=stream0)
            del arg198_1
            del arg199_1
            del arg200_1
            del arg201_1
            del buf118
            # Topologically Sorted Source Nodes: [input_97, result_5, input_98], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:107
            buf132 = extern_kernels.convolution(buf131, arg202_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf132, (4, 576, 3, 3), (5184, 1, 1728, 576), 'torch.ops.aten.convolution.default')
            del arg202_1
            del buf131
            buf133 = buf132; del buf132  # reuse
            buf134 = reinterpret_tensor(buf128, (4, 576, 1, 1), (576, 1, 2304, 2304), 0); del buf128  # reuse
            buf135 = buf134; del buf134  # reuse
            # Topologically Sorted Source Nodes: [input_99, input_100, x], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_44:108
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_hardswish_mean_44.run(buf133, buf135, arg203_1, arg204_1, arg205_1, arg206_1, 2304, 9, stream=stream0)
            del arg203_1
            del arg204_1
            del arg205_1
            del arg206_1
            del buf133
            buf136 = empty_strided_cuda((4, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_100, x, x_1, input_101, ], Original ATen: [aten.hardswish, aten.mean, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:109
            extern_kernels.mm(reinterpret_tensor(buf135, (4, 576), (576, 1), 0), reinterpret_tensor(arg207_1, (576, 1024), (1, 576), 0), out=buf136)
            del arg207_1
            del buf135
            buf137 = buf136; del buf136  # reuse
            # Topologically Sorted Source Nodes: [, input_102], Original ATen: [aten.addmm, aten.hardswish]
            # [Provenance debug handles] triton_poi_fused_addmm_hardswish_45:110
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_hardswish_45.run(buf137, arg208_1, 4096, stream=stream0)
            del arg208_1
            buf138 = empty_strided_cuda((4, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, input_102, input_104], Original ATen: [aten.addmm, aten.hardswish, aten.t]
            # [Provenance debug handles] extern_kernels.addmm:111
            extern_kernels.addmm(arg210_1, buf137, reinterpret_tensor(arg209_1, (1024, 10), (1, 1024), 0), alpha=1, beta=1, out=buf138)
            del arg209_1
            del arg210_1
            del buf137
        return (buf138, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((4, 3, 96, 96), (27648, 9216, 96, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((72, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((88, 24, 1, 1), (24, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((88, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((24, 88, 1, 1), (88, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((40, 96, 1, 1), (96, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((240, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((32, 120, 1, 1), (120, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((120, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((120, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((48, 120, 1, 1), (120, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((144, 48, 1, 1), (48, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((40, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((144, 40, 1, 1), (40, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((48, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((288, 48, 1, 1), (48, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((288, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg153_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg154_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg155_1 = rand_strided((72, 288, 1, 1), (288, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg156_1 = rand_strided((72, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg157_1 = rand_strided((288, 72, 1, 1), (72, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg158_1 = rand_strided((288, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg159_1 = rand_strided((96, 288, 1, 1), (288, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg160_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg161_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg162_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg163_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg164_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg165_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg166_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg167_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg168_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg169_1 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg170_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg171_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg172_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg173_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg174_1 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg175_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg176_1 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg177_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg178_1 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg179_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg180_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg181_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg182_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg183_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg184_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg185_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg186_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg187_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg188_1 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.float32)
    arg189_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg190_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg191_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg192_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg193_1 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg194_1 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg195_1 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg196_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg197_1 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg198_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg199_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg200_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg201_1 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg202_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg203_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg204_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg205_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg206_1 = rand_strided((576, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg207_1 = rand_strided((1024, 576), (576, 1), device='cuda:0', dtype=torch.float32)
    arg208_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg209_1 = rand_strided((10, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg210_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
