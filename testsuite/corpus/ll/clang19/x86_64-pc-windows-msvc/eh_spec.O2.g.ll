; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.TypeDescriptor3 = type { ptr, ptr, [4 x i8] }
%struct.Fragile = type { i32 }

$"??1Fragile@@QEAA@XZ" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = comdat any

$"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = comdat any

$"??_R0?AUFragile@@@8" = comdat any

$"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = comdat any

$"??_C@_07HIAMJGNH@unlucky?$AA@" = comdat any

$"_CT??_R0PEAD@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$_CTA2PEAD = comdat any

$_TIC2PEAD = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0F@8" = comdat any

$"_CT??_R0F@82" = comdat any

$_CTA1F = comdat any

$_TI1F = comdat any

$"??_R0_J@8" = comdat any

$"_CT??_R0_J@88" = comdat any

$_CTA1_J = comdat any

$_TI1_J = comdat any

$"_CT??_R0?AUFragile@@@84" = comdat any

$"_CTA1?AUFragile@@" = comdat any

$"_TI1?AUFragile@@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_05MPCIFLGN@inner?$AA@" = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = comdat any

@allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@frees = internal unnamed_addr global i32 0, align 4, !dbg !78
@"?budget@Fragile@@2HA" = dso_local local_unnamed_addr global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1, !dbg !41
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@dtors = internal unnamed_addr global i32 0, align 4, !dbg !85
@ctors = internal unnamed_addr global i32 0, align 4, !dbg !87
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 1, !dbg !46
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 1, !dbg !51
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 1, !dbg !53
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 1, !dbg !58
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 1, !dbg !63
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 1, !dbg !68
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 1, !dbg !73
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 1, !dbg !80
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAD@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAD to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".F\00" }, comdat
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0F@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 2, i32 0 }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0F@82" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1F to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { ptr @"??_7type_info@@6B@", ptr null, [4 x i8] c"._J\00" }, comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0_J@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0_J@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1_J to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUFragile@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUFragile@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUFragile@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Fragile@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUFragile@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1, !dbg !89
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1, !dbg !94
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1, !dbg !99
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1, !dbg !101
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 1, !dbg !103

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 !dbg !116 {
    #dbg_value(i64 %0, !122, !DIExpression(), !123)
  %2 = load i32, ptr @allocs, align 4, !dbg !124
  %3 = add nsw i32 %2, 1, !dbg !124
  store i32 %3, ptr @allocs, align 4, !dbg !124
  %4 = tail call ptr @malloc(i64 noundef %0) #9, !dbg !124
  ret ptr %4, !dbg !124
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 !dbg !125 {
    #dbg_value(i64 %0, !127, !DIExpression(), !128)
  %2 = load i32, ptr @allocs, align 4, !dbg !129
  %3 = add nsw i32 %2, 1, !dbg !129
  store i32 %3, ptr @allocs, align 4, !dbg !129
  %4 = tail call ptr @malloc(i64 noundef %0) #9, !dbg !129
  ret ptr %4, !dbg !129
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??3@YAXPEAX@Z"(ptr noundef %0) local_unnamed_addr #2 !dbg !130 {
    #dbg_value(ptr %0, !134, !DIExpression(), !135)
  %2 = icmp eq ptr %0, null, !dbg !136
  br i1 %2, label %6, label %3, !dbg !136

3:                                                ; preds = %1
  %4 = load i32, ptr @frees, align 4, !dbg !137
  %5 = add nsw i32 %4, 1, !dbg !137
  store i32 %5, ptr @frees, align 4, !dbg !137
  br label %6, !dbg !137

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !136
  ret void, !dbg !136
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??_V@YAXPEAX@Z"(ptr noundef %0) local_unnamed_addr #2 !dbg !139 {
    #dbg_value(ptr %0, !141, !DIExpression(), !142)
  %2 = icmp eq ptr %0, null, !dbg !143
  br i1 %2, label %6, label %3, !dbg !143

3:                                                ; preds = %1
  %4 = load i32, ptr @frees, align 4, !dbg !144
  %5 = add nsw i32 %4, 1, !dbg !144
  store i32 %5, ptr @frees, align 4, !dbg !144
  br label %6, !dbg !144

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !143
  ret void, !dbg !143
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__CxxFrameHandler3 !dbg !146 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4, !DIAssignID !176
    #dbg_assign(i1 undef, !177, !DIExpression(), !176, ptr %2, !DIExpression(), !191)
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4, !DIAssignID !194
  %5 = alloca %struct.Fragile, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2, !DIAssignID !195
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8, !DIAssignID !196
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4, !DIAssignID !197
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8, !DIAssignID !198
    #dbg_assign(i1 undef, !153, !DIExpression(), !198, ptr %15, !DIExpression(), !199)
  %16 = alloca i32, align 4, !DIAssignID !200
    #dbg_assign(i1 undef, !156, !DIExpression(), !200, ptr %16, !DIExpression(), !199)
  %17 = alloca i32, align 4, !DIAssignID !201
    #dbg_assign(i1 undef, !160, !DIExpression(), !201, ptr %17, !DIExpression(), !202)
  %18 = alloca ptr, align 8, !DIAssignID !203
    #dbg_assign(i1 undef, !170, !DIExpression(), !203, ptr %18, !DIExpression(), !204)
    #dbg_value(i64 4, !122, !DIExpression(), !205)
  %19 = load i32, ptr @allocs, align 4, !dbg !207
  %20 = add nsw i32 %19, 1, !dbg !207
  store i32 %20, ptr @allocs, align 4, !dbg !207
  %21 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i64 noundef 4) #9, !dbg !207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14), !dbg !208
    #dbg_value(i32 13, !211, !DIExpression(), !214)
    #dbg_value(ptr %21, !212, !DIExpression(), !214)
  store i32 13, ptr %21, align 4, !dbg !208
  store ptr @"??_C@_07HIAMJGNH@unlucky?$AA@", ptr %14, align 8, !dbg !215
  invoke void @_CxxThrowException(ptr nonnull %14, ptr nonnull @_TIC2PEAD) #10
          to label %22 unwind label %23, !dbg !215

22:                                               ; preds = %0
  unreachable, !dbg !215

23:                                               ; preds = %0
  %24 = cleanuppad within none [], !dbg !218
  call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %21, i64 noundef 4) #11 [ "funclet"(token %24) ], !dbg !218
  cleanupret from %24 unwind label %25, !dbg !218

25:                                               ; preds = %23
  %26 = catchswitch within none [label %27] unwind to caller, !dbg !219

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0PEAD@8", i32 1, ptr %15], !dbg !219
  %29 = load i32, ptr @frees, align 4, !dbg !220
  %30 = load i32, ptr @allocs, align 4, !dbg !220
  %31 = load ptr, ptr %15, align 8, !dbg !220
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", ptr noundef %31, i32 noundef %30, i32 noundef %29) [ "funclet"(token %28) ], !dbg !220
  catchret from %28 to label %33, !dbg !222

33:                                               ; preds = %27
    #dbg_value(i64 28, !127, !DIExpression(), !223)
  %34 = load i32, ptr @allocs, align 4, !dbg !225
  %35 = add nsw i32 %34, 1, !dbg !225
  store i32 %35, ptr @allocs, align 4, !dbg !225
  %36 = call noalias noundef nonnull dereferenceable(28) ptr @malloc(i64 noundef 28) #9, !dbg !225
  store i64 5, ptr %36, align 8, !dbg !226
  %37 = load i32, ptr @ctors, align 4
  %38 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !226
    #dbg_value(ptr %38, !227, !DIExpression(), !230)
    #dbg_value(ptr %36, !227, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !230)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !232
    #dbg_value(ptr %36, !227, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !230)
  %39 = add nsw i32 %37, 3, !dbg !233
  store i32 %39, ptr @ctors, align 4, !dbg !233
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !235
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !232
    #dbg_value(ptr %36, !227, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !230)
  store <4 x i32> <i32 3, i32 2, i32 1, i32 0>, ptr %38, align 4, !dbg !232
  store i32 -1, ptr @"?budget@Fragile@@2HA", align 4, !dbg !230
  store i32 -1, ptr %13, align 4, !dbg !236
  invoke void @_CxxThrowException(ptr nonnull %13, ptr nonnull @_TI1H) #10
          to label %40 unwind label %41, !dbg !236

40:                                               ; preds = %33
  unreachable, !dbg !236

41:                                               ; preds = %33
  %42 = cleanuppad within none [], !dbg !226
  %43 = load i32, ptr @dtors, align 4
    #dbg_value(!DIArgList(ptr %36, i64 poison), !238, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !241)
  %44 = add i32 %43, 3, !dbg !226
  store i32 %44, ptr @dtors, align 4, !dbg !243
  call void @"??_V@YAXPEAX_K@Z"(ptr noundef nonnull %36, i64 noundef 28) #11 [ "funclet"(token %42) ], !dbg !226
  cleanupret from %42 unwind label %45, !dbg !226

45:                                               ; preds = %41
  %46 = catchswitch within none [label %47] unwind to caller, !dbg !245

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @"??_R0H@8", i32 0, ptr %16], !dbg !245
  %49 = load i32, ptr @frees, align 4, !dbg !246
  %50 = load i32, ptr @dtors, align 4, !dbg !246
  %51 = load i32, ptr @ctors, align 4, !dbg !246
  %52 = load i32, ptr %16, align 4, !dbg !246
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 noundef %52, i32 noundef %51, i32 noundef %50, i32 noundef %49) [ "funclet"(token %48) ], !dbg !246
  catchret from %48 to label %89, !dbg !248

54:                                               ; preds = %102
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 noundef %103, i32 noundef 2, i32 noundef 0), !dbg !249
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12), !dbg !250
    #dbg_assign(i1 undef, !265, !DIExpression(), !197, ptr %12, !DIExpression(), !269)
    #dbg_value(i32 1, !263, !DIExpression(), !269)
    #dbg_value(ptr poison, !264, !DIExpression(), !269)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %11), !dbg !250
    #dbg_value(i32 1, !255, !DIExpression(), !270)
  store i16 1, ptr %11, align 2, !dbg !250
  invoke void @_CxxThrowException(ptr nonnull %11, ptr nonnull @_TI1F) #10
          to label %56 unwind label %57, !dbg !250

56:                                               ; preds = %54
  unreachable, !dbg !250

57:                                               ; preds = %54
  %58 = catchswitch within none [label %59, label %62] unwind to caller, !dbg !271

59:                                               ; preds = %57
  %60 = catchpad within %58 [ptr @"??_R0H@8", i32 0, ptr %12], !dbg !271
  %61 = load i32, ptr %12, align 4, !dbg !272
  catchret from %60 to label %64, !dbg !274

62:                                               ; preds = %57
  %63 = catchpad within %58 [ptr null, i32 64, ptr null], !dbg !271
  catchret from %63 to label %64, !dbg !275

64:                                               ; preds = %59, %62
  %65 = phi i32 [ %61, %59 ], [ -1, %62 ], !dbg !269
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12), !dbg !277
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10), !dbg !278
    #dbg_assign(i1 undef, !288, !DIExpression(), !196, ptr %10, !DIExpression(), !292)
    #dbg_value(i32 3, !286, !DIExpression(), !292)
    #dbg_value(ptr poison, !287, !DIExpression(), !292)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !dbg !278
    #dbg_value(i32 3, !281, !DIExpression(), !293)
  store i64 3000, ptr %9, align 8, !dbg !278
  invoke void @_CxxThrowException(ptr nonnull %9, ptr nonnull @_TI1_J) #10
          to label %66 unwind label %67, !dbg !278

66:                                               ; preds = %64
  unreachable, !dbg !278

67:                                               ; preds = %64
  %68 = catchswitch within none [label %69, label %73] unwind to caller, !dbg !294

69:                                               ; preds = %67
  %70 = catchpad within %68 [ptr @"??_R0_J@8", i32 0, ptr %10], !dbg !294
  %71 = load i64, ptr %10, align 8, !dbg !295
  %72 = trunc i64 %71 to i32, !dbg !295
  catchret from %70 to label %75, !dbg !297

73:                                               ; preds = %67
  %74 = catchpad within %68 [ptr null, i32 64, ptr null], !dbg !294
  catchret from %74 to label %75, !dbg !298

75:                                               ; preds = %69, %73
  %76 = phi i32 [ %72, %69 ], [ -1, %73 ], !dbg !292
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !300
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8), !dbg !301
    #dbg_assign(i1 undef, !308, !DIExpression(), !195, ptr %8, !DIExpression(), !312)
    #dbg_value(i32 7, !306, !DIExpression(), !312)
    #dbg_value(ptr poison, !307, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7), !dbg !301
    #dbg_value(i32 7, !255, !DIExpression(), !313)
  store i16 7, ptr %7, align 2, !dbg !301
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TI1F) #10
          to label %77 unwind label %78, !dbg !301

77:                                               ; preds = %75
  unreachable, !dbg !301

78:                                               ; preds = %75
  %79 = catchswitch within none [label %80, label %84] unwind to caller, !dbg !314

80:                                               ; preds = %78
  %81 = catchpad within %79 [ptr @"??_R0F@8", i32 0, ptr %8], !dbg !314
  %82 = load i16, ptr %8, align 2, !dbg !315
  %83 = sext i16 %82 to i32, !dbg !315
  catchret from %81 to label %86, !dbg !317

84:                                               ; preds = %78
  %85 = catchpad within %79 [ptr null, i32 64, ptr null], !dbg !314
  catchret from %85 to label %86, !dbg !318

86:                                               ; preds = %80, %84
  %87 = phi i32 [ %83, %80 ], [ -1, %84 ], !dbg !312
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8), !dbg !320
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 noundef %87, i32 noundef %76, i32 noundef %65), !dbg !321
    #dbg_value(ptr undef, !163, !DIExpression(), !199)
    #dbg_value(i32 0, !168, !DIExpression(), !322)
    #dbg_value(i32 %103, !157, !DIExpression(), !199)
  br label %108, !dbg !323

89:                                               ; preds = %47, %102
  %90 = phi i32 [ %104, %102 ], [ 0, %47 ]
  %91 = phi i32 [ %103, %102 ], [ 0, %47 ]
    #dbg_value(i32 %90, !158, !DIExpression(), !324)
    #dbg_value(i32 %91, !157, !DIExpression(), !199)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !325
    #dbg_value(i32 %90, !328, !DIExpression(), !331)
  %92 = icmp ugt i32 %90, 2, !dbg !325
  br i1 %92, label %93, label %106, !dbg !325

93:                                               ; preds = %89
  %94 = shl nuw nsw i32 %90, 1, !dbg !332
  store i32 %94, ptr %6, align 4, !dbg !332
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1H) #10
          to label %95 unwind label %96, !dbg !332

95:                                               ; preds = %93
  unreachable, !dbg !332

96:                                               ; preds = %93
  %97 = catchswitch within none [label %98] unwind to caller, !dbg !334

98:                                               ; preds = %96
  %99 = catchpad within %97 [ptr @"??_R0H@8", i32 0, ptr %17], !dbg !334
  %100 = load i32, ptr %17, align 4, !dbg !335
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 noundef %100) [ "funclet"(token %99) ], !dbg !335
  catchret from %99 to label %102, !dbg !337

102:                                              ; preds = %106, %98
  %103 = phi i32 [ %91, %98 ], [ %107, %106 ], !dbg !199
    #dbg_value(i32 %103, !157, !DIExpression(), !199)
  %104 = add nuw nsw i32 %90, 1, !dbg !338
    #dbg_value(i32 %104, !158, !DIExpression(), !324)
  %105 = icmp eq i32 %104, 5, !dbg !339
  br i1 %105, label %54, label %89, !dbg !339, !llvm.loop !340

106:                                              ; preds = %89
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !343
  %107 = add nsw i32 %90, %91, !dbg !344
    #dbg_value(i32 %107, !157, !DIExpression(), !199)
  br label %102, !dbg !334

108:                                              ; preds = %86, %127
  %109 = phi i32 [ 0, %86 ], [ %129, %127 ]
  %110 = phi i32 [ %103, %86 ], [ %128, %127 ]
    #dbg_value(i32 %109, !168, !DIExpression(), !322)
    #dbg_value(i32 %110, !157, !DIExpression(), !199)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !345
    #dbg_value(i32 %109, !353, !DIExpression(), !358)
    #dbg_value(ptr undef, !354, !DIExpression(), !358)
  %111 = and i32 %109, 1, !dbg !345
  %112 = icmp eq i32 %111, 0, !dbg !345
  br i1 %112, label %118, label %113, !dbg !345

113:                                              ; preds = %108
  %114 = mul nuw nsw i32 %109, 3, !dbg !359
    #dbg_value(i32 %114, !211, !DIExpression(), !361)
    #dbg_value(ptr %5, !212, !DIExpression(), !361)
  store i32 %114, ptr %5, align 4, !dbg !363
  %115 = load i32, ptr @ctors, align 4, !dbg !364
  %116 = add nsw i32 %115, 1, !dbg !364
  store i32 %116, ptr @ctors, align 4, !dbg !364
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI1?AUFragile@@") #10
          to label %117 unwind label %120, !dbg !359

117:                                              ; preds = %113
  unreachable, !dbg !359

118:                                              ; preds = %108
  %119 = add nsw i32 %109, %110, !dbg !365
    #dbg_value(i32 %119, !157, !DIExpression(), !199)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !366
  br label %127, !dbg !366

120:                                              ; preds = %113
  %121 = catchswitch within none [label %122] unwind to caller, !dbg !367

122:                                              ; preds = %120
  %123 = catchpad within %121 [ptr @"??_R0?AUFragile@@@8", i32 8, ptr %18], !dbg !367
  %124 = load ptr, ptr %18, align 8, !dbg !368
  %125 = load i32, ptr %124, align 4, !dbg !368
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 noundef %125) [ "funclet"(token %123) ], !dbg !368
  catchret from %123 to label %127, !dbg !370

127:                                              ; preds = %118, %122
  %128 = phi i32 [ %119, %118 ], [ %110, %122 ], !dbg !199
    #dbg_value(i32 %128, !157, !DIExpression(), !199)
  %129 = add nuw nsw i32 %109, 1, !dbg !371
    #dbg_value(i32 %129, !168, !DIExpression(), !322)
  %130 = icmp eq i32 %129, 4, !dbg !323
  br i1 %130, label %137, label %108, !dbg !323, !llvm.loop !372

131:                                              ; preds = %175
  %132 = load i32, ptr @dtors, align 4, !dbg !374
  %133 = load i32, ptr @ctors, align 4, !dbg !374
  %134 = load i32, ptr @frees, align 4, !dbg !374
  %135 = load i32, ptr @allocs, align 4, !dbg !374
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 noundef %135, i32 noundef %134, i32 noundef %133, i32 noundef %132, i32 noundef %128), !dbg !374
  ret i32 0, !dbg !375

137:                                              ; preds = %127, %175
  %138 = phi i32 [ %179, %175 ], [ 0, %127 ]
    #dbg_value(i32 %138, !174, !DIExpression(), !376)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !377
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !377
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !377
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !377
    #dbg_assign(i1 undef, !190, !DIExpression(), !194, ptr %4, !DIExpression(), !378)
    #dbg_value(i32 %138, !183, !DIExpression(), !378)
    #dbg_value(ptr @"??_C@_05DBOFKJBI@outer?$AA@", !184, !DIExpression(), !378)
    #dbg_value(ptr @"??_C@_06CGLIEPEJ@middle?$AA@", !185, !DIExpression(), !191)
    #dbg_value(ptr @"??_C@_05MPCIFLGN@inner?$AA@", !186, !DIExpression(), !379)
  %139 = icmp eq i32 %138, 0, !dbg !377
  br i1 %139, label %141, label %140, !dbg !377

140:                                              ; preds = %137
  store i32 %138, ptr %1, align 4, !dbg !380
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #10
          to label %174 unwind label %143, !dbg !380

141:                                              ; preds = %137
    #dbg_value(ptr undef, !382, !DIExpression(), !386)
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@"), !dbg !388
  br label %159, !dbg !390

143:                                              ; preds = %140
  %144 = cleanuppad within none [], !dbg !391
    #dbg_value(ptr undef, !382, !DIExpression(), !392)
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@") [ "funclet"(token %144) ], !dbg !394
  cleanupret from %144 unwind label %146, !dbg !391

146:                                              ; preds = %143
  %147 = catchswitch within none [label %148] unwind label %162, !dbg !391

148:                                              ; preds = %146
  %149 = catchpad within %147 [ptr @"??_R0H@8", i32 0, ptr %2], !dbg !391
    #dbg_value(ptr @"??_C@_07MILLDJGK@handler?$AA@", !188, !DIExpression(), !395)
  %150 = load i32, ptr %2, align 4, !dbg !396
  %151 = icmp sgt i32 %150, 1, !dbg !396
  br i1 %151, label %152, label %154, !dbg !396

152:                                              ; preds = %148
  %153 = add nuw nsw i32 %150, 10, !dbg !397
  store i32 %153, ptr %3, align 4, !dbg !397
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #10 [ "funclet"(token %149) ]
          to label %174 unwind label %156, !dbg !397

154:                                              ; preds = %148
    #dbg_value(ptr undef, !382, !DIExpression(), !399)
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %149) ], !dbg !401
  catchret from %149 to label %159, !dbg !402

156:                                              ; preds = %152
  %157 = cleanuppad within %149 [], !dbg !402
    #dbg_value(ptr undef, !382, !DIExpression(), !403)
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %157) ], !dbg !405
  cleanupret from %157 unwind label %162, !dbg !402

159:                                              ; preds = %154, %141
  %160 = phi i32 [ %150, %154 ], [ 0, %141 ]
    #dbg_value(ptr undef, !382, !DIExpression(), !406)
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@"), !dbg !408
  br label %175

162:                                              ; preds = %156, %146
  %163 = cleanuppad within none [], !dbg !390
    #dbg_value(ptr undef, !382, !DIExpression(), !409)
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@") [ "funclet"(token %163) ], !dbg !411
  cleanupret from %163 unwind label %165, !dbg !390

165:                                              ; preds = %162
  %166 = catchswitch within none [label %167] unwind label %171, !dbg !390

167:                                              ; preds = %165
  %168 = catchpad within %166 [ptr @"??_R0H@8", i32 0, ptr %4], !dbg !390
  %169 = load i32, ptr %4, align 4, !dbg !412
  %170 = mul nsw i32 %169, 100, !dbg !412
  catchret from %168 to label %175, !dbg !414

171:                                              ; preds = %165
  %172 = cleanuppad within none [], !dbg !415
    #dbg_value(ptr undef, !382, !DIExpression(), !416)
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@") [ "funclet"(token %172) ], !dbg !418
  cleanupret from %172 unwind to caller, !dbg !415

174:                                              ; preds = %152, %140
  unreachable

175:                                              ; preds = %159, %167
  %176 = phi i32 [ %170, %167 ], [ %160, %159 ], !dbg !378
    #dbg_value(ptr undef, !382, !DIExpression(), !419)
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@"), !dbg !421
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !415
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !415
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !415
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !415
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %138, i32 noundef %176), !dbg !422
  %179 = add nuw nsw i32 %138, 1, !dbg !422
    #dbg_value(i32 %179, !174, !DIExpression(), !376)
  %180 = icmp eq i32 %179, 3, !dbg !423
  br i1 %180, label %131, label %137, !dbg !423, !llvm.loop !424
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Fragile@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !239 {
    #dbg_value(ptr %0, !238, !DIExpression(), !425)
  %2 = load i32, ptr @dtors, align 4, !dbg !426
  %3 = add nsw i32 %2, 1, !dbg !426
  store i32 %3, ptr @dtors, align 4, !dbg !426
  ret void, !dbg !427
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #6

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !8, identifier: ".?AUFragile@@")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !21, identifier: ".?AUScope@@")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !36, !41, !46, !51, !53, !58, !63, !68, !73, !0, !78, !80, !85, !87, !89, !94, !99, !101, !103}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "?budget@Fragile@@2HA", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 432, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 54)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 344, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 43)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 208, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 26)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 400, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 50)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 48, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !91, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !82, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12)
!108 = !{i32 2, !"CodeView", i32 1}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 2}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{i32 1, !"MaxTLSAlign", i32 65536}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 15, type: !117, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!121 = !{!122}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !116, file: !3, line: 15, type: !120)
!123 = !DILocation(line: 0, scope: !116)
!124 = !DILocation(line: 15, scope: !116)
!125 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPEAX_K@Z", scope: !3, file: !3, line: 16, type: !117, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!126 = !{!127}
!127 = !DILocalVariable(name: "n", arg: 1, scope: !125, file: !3, line: 16, type: !120)
!128 = !DILocation(line: 0, scope: !125)
!129 = !DILocation(line: 16, scope: !125)
!130 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 17, type: !131, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !119}
!133 = !{!134}
!134 = !DILocalVariable(name: "p", arg: 1, scope: !130, file: !3, line: 17, type: !119)
!135 = !DILocation(line: 0, scope: !130)
!136 = !DILocation(line: 17, scope: !130)
!137 = !DILocation(line: 17, scope: !138)
!138 = distinct !DILexicalBlock(scope: !130, file: !3, line: 17)
!139 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPEAX@Z", scope: !3, file: !3, line: 18, type: !131, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !140)
!140 = !{!141}
!141 = !DILocalVariable(name: "p", arg: 1, scope: !139, file: !3, line: 18, type: !119)
!142 = !DILocation(line: 0, scope: !139)
!143 = !DILocation(line: 18, scope: !139)
!144 = !DILocation(line: 18, scope: !145)
!145 = distinct !DILexicalBlock(scope: !139, file: !3, line: 18)
!146 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !147, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!10}
!149 = !{!150, !153, !154, !156, !157, !158, !160, !163, !168, !170, !174}
!150 = !DILocalVariable(name: "f", scope: !151, file: !3, line: 84, type: !152)
!151 = distinct !DILexicalBlock(scope: !146, file: !3, line: 83)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!153 = !DILocalVariable(name: "msg", scope: !146, file: !3, line: 86, type: !23)
!154 = !DILocalVariable(name: "arr", scope: !155, file: !3, line: 93, type: !152)
!155 = distinct !DILexicalBlock(scope: !146, file: !3, line: 92)
!156 = !DILocalVariable(name: "b", scope: !146, file: !3, line: 95, type: !10)
!157 = !DILocalVariable(name: "ok", scope: !146, file: !3, line: 99, type: !10)
!158 = !DILocalVariable(name: "i", scope: !159, file: !3, line: 100, type: !10)
!159 = distinct !DILexicalBlock(scope: !146, file: !3, line: 100)
!160 = !DILocalVariable(name: "e", scope: !161, file: !3, line: 103, type: !10)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 100)
!162 = distinct !DILexicalBlock(scope: !159, file: !3, line: 100)
!163 = !DILocalVariable(name: "thrower", scope: !146, file: !3, line: 112, type: !164)
!164 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !146, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !165, identifier: ".?AV<lambda_0>@?0??main@@9@")
!165 = !{!166}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !164, file: !3, line: 112, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!168 = !DILocalVariable(name: "k", scope: !169, file: !3, line: 116, type: !10)
!169 = distinct !DILexicalBlock(scope: !146, file: !3, line: 116)
!170 = !DILocalVariable(name: "f", scope: !171, file: !3, line: 119, type: !173)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 116)
!172 = distinct !DILexicalBlock(scope: !169, file: !3, line: 116)
!173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!174 = !DILocalVariable(name: "d", scope: !175, file: !3, line: 124, type: !10)
!175 = distinct !DILexicalBlock(scope: !146, file: !3, line: 124)
!176 = distinct !DIAssignID()
!177 = !DILocalVariable(name: "d", scope: !178, file: !3, line: 70, type: !10)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 65)
!179 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !180, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!10, !10}
!182 = !{!183, !184, !185, !186, !177, !188, !190}
!183 = !DILocalVariable(name: "depth", arg: 1, scope: !179, file: !3, line: 63, type: !10)
!184 = !DILocalVariable(name: "s1", scope: !179, file: !3, line: 64, type: !20)
!185 = !DILocalVariable(name: "s2", scope: !178, file: !3, line: 66, type: !20)
!186 = !DILocalVariable(name: "s3", scope: !187, file: !3, line: 68, type: !20)
!187 = distinct !DILexicalBlock(scope: !178, file: !3, line: 67)
!188 = !DILocalVariable(name: "s4", scope: !189, file: !3, line: 71, type: !20)
!189 = distinct !DILexicalBlock(scope: !178, file: !3, line: 70)
!190 = !DILocalVariable(name: "d", scope: !179, file: !3, line: 75, type: !10)
!191 = !DILocation(line: 0, scope: !178, inlinedAt: !192)
!192 = distinct !DILocation(line: 124, scope: !193)
!193 = distinct !DILexicalBlock(scope: !175, file: !3, line: 124)
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 0, scope: !146)
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 0, scope: !161)
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 0, scope: !171)
!205 = !DILocation(line: 0, scope: !116, inlinedAt: !206)
!206 = distinct !DILocation(line: 84, scope: !151)
!207 = !DILocation(line: 15, scope: !116, inlinedAt: !206)
!208 = !DILocation(line: 27, scope: !209, inlinedAt: !213)
!209 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !210)
!210 = !{!211, !212}
!211 = !DILocalVariable(name: "x", arg: 2, scope: !209, file: !3, line: 27, type: !10)
!212 = !DILocalVariable(name: "this", arg: 1, scope: !209, type: !152, flags: DIFlagArtificial | DIFlagObjectPointer)
!213 = distinct !DILocation(line: 84, scope: !151)
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !213)
!215 = !DILocation(line: 28, scope: !216, inlinedAt: !213)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 28)
!217 = distinct !DILexicalBlock(scope: !209, file: !3, line: 27)
!218 = !DILocation(line: 84, scope: !151)
!219 = !DILocation(line: 86, scope: !151)
!220 = !DILocation(line: 87, scope: !221)
!221 = distinct !DILexicalBlock(scope: !146, file: !3, line: 86)
!222 = !DILocation(line: 88, scope: !221)
!223 = !DILocation(line: 0, scope: !125, inlinedAt: !224)
!224 = distinct !DILocation(line: 93, scope: !155)
!225 = !DILocation(line: 16, scope: !125, inlinedAt: !224)
!226 = !DILocation(line: 93, scope: !155)
!227 = !DILocalVariable(name: "this", arg: 1, scope: !228, type: !152, flags: DIFlagArtificial | DIFlagObjectPointer)
!228 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !229)
!229 = !{!227}
!230 = !DILocation(line: 0, scope: !228, inlinedAt: !231)
!231 = distinct !DILocation(line: 93, scope: !155)
!232 = !DILocation(line: 23, scope: !228, inlinedAt: !231)
!233 = !DILocation(line: 25, scope: !234, inlinedAt: !231)
!234 = distinct !DILexicalBlock(scope: !228, file: !3, line: 23)
!235 = !DILocation(line: 26, scope: !228, inlinedAt: !231)
!236 = !DILocation(line: 24, scope: !237, inlinedAt: !231)
!237 = distinct !DILexicalBlock(scope: !234, file: !3, line: 24)
!238 = !DILocalVariable(name: "this", arg: 1, scope: !239, type: !152, flags: DIFlagArtificial | DIFlagObjectPointer)
!239 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QEAA@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !240)
!240 = !{!238}
!241 = !DILocation(line: 0, scope: !239, inlinedAt: !242)
!242 = distinct !DILocation(line: 93, scope: !155)
!243 = !DILocation(line: 31, scope: !244, inlinedAt: !242)
!244 = distinct !DILexicalBlock(scope: !239, file: !3, line: 31)
!245 = !DILocation(line: 95, scope: !155)
!246 = !DILocation(line: 96, scope: !247)
!247 = distinct !DILexicalBlock(scope: !146, file: !3, line: 95)
!248 = !DILocation(line: 97, scope: !247)
!249 = !DILocation(line: 107, scope: !146)
!250 = !DILocation(line: 54, scope: !251, inlinedAt: !256)
!251 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !252, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !10}
!254 = !{!255}
!255 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !3, line: 54, type: !10)
!256 = distinct !DILocation(line: 45, scope: !257, inlinedAt: !268)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 44)
!258 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !259, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !266, retainedNodes: !262)
!259 = !DISubroutineType(types: !260)
!260 = !{!10, !261, !10}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!262 = !{!263, !264, !265}
!263 = !DILocalVariable(name: "arg", arg: 2, scope: !258, file: !3, line: 43, type: !10)
!264 = !DILocalVariable(name: "f", arg: 1, scope: !258, file: !3, line: 43, type: !261)
!265 = !DILocalVariable(name: "v", scope: !258, file: !3, line: 46, type: !10)
!266 = !{!267}
!267 = !DITemplateTypeParameter(name: "T", type: !10)
!268 = distinct !DILocation(line: 109, scope: !146)
!269 = !DILocation(line: 0, scope: !258, inlinedAt: !268)
!270 = !DILocation(line: 0, scope: !251, inlinedAt: !256)
!271 = !DILocation(line: 46, scope: !257, inlinedAt: !268)
!272 = !DILocation(line: 47, scope: !273, inlinedAt: !268)
!273 = distinct !DILexicalBlock(scope: !258, file: !3, line: 46)
!274 = !DILocation(line: 48, scope: !273, inlinedAt: !268)
!275 = !DILocation(line: 50, scope: !276, inlinedAt: !268)
!276 = distinct !DILexicalBlock(scope: !258, file: !3, line: 48)
!277 = !DILocation(line: 52, scope: !258, inlinedAt: !268)
!278 = !DILocation(line: 55, scope: !279, inlinedAt: !282)
!279 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !252, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !280)
!280 = !{!281}
!281 = !DILocalVariable(name: "x", arg: 1, scope: !279, file: !3, line: 55, type: !10)
!282 = distinct !DILocation(line: 45, scope: !283, inlinedAt: !291)
!283 = distinct !DILexicalBlock(scope: !284, file: !3, line: 44)
!284 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !259, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !289, retainedNodes: !285)
!285 = !{!286, !287, !288}
!286 = !DILocalVariable(name: "arg", arg: 2, scope: !284, file: !3, line: 43, type: !10)
!287 = !DILocalVariable(name: "f", arg: 1, scope: !284, file: !3, line: 43, type: !261)
!288 = !DILocalVariable(name: "v", scope: !284, file: !3, line: 46, type: !6)
!289 = !{!290}
!290 = !DITemplateTypeParameter(name: "T", type: !6)
!291 = distinct !DILocation(line: 109, scope: !146)
!292 = !DILocation(line: 0, scope: !284, inlinedAt: !291)
!293 = !DILocation(line: 0, scope: !279, inlinedAt: !282)
!294 = !DILocation(line: 46, scope: !283, inlinedAt: !291)
!295 = !DILocation(line: 47, scope: !296, inlinedAt: !291)
!296 = distinct !DILexicalBlock(scope: !284, file: !3, line: 46)
!297 = !DILocation(line: 48, scope: !296, inlinedAt: !291)
!298 = !DILocation(line: 50, scope: !299, inlinedAt: !291)
!299 = distinct !DILexicalBlock(scope: !284, file: !3, line: 48)
!300 = !DILocation(line: 52, scope: !284, inlinedAt: !291)
!301 = !DILocation(line: 54, scope: !251, inlinedAt: !302)
!302 = distinct !DILocation(line: 45, scope: !303, inlinedAt: !311)
!303 = distinct !DILexicalBlock(scope: !304, file: !3, line: 44)
!304 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !259, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !309, retainedNodes: !305)
!305 = !{!306, !307, !308}
!306 = !DILocalVariable(name: "arg", arg: 2, scope: !304, file: !3, line: 43, type: !10)
!307 = !DILocalVariable(name: "f", arg: 1, scope: !304, file: !3, line: 43, type: !261)
!308 = !DILocalVariable(name: "v", scope: !304, file: !3, line: 46, type: !5)
!309 = !{!310}
!310 = !DITemplateTypeParameter(name: "T", type: !5)
!311 = distinct !DILocation(line: 109, scope: !146)
!312 = !DILocation(line: 0, scope: !304, inlinedAt: !311)
!313 = !DILocation(line: 0, scope: !251, inlinedAt: !302)
!314 = !DILocation(line: 46, scope: !303, inlinedAt: !311)
!315 = !DILocation(line: 47, scope: !316, inlinedAt: !311)
!316 = distinct !DILexicalBlock(scope: !304, file: !3, line: 46)
!317 = !DILocation(line: 48, scope: !316, inlinedAt: !311)
!318 = !DILocation(line: 50, scope: !319, inlinedAt: !311)
!319 = distinct !DILexicalBlock(scope: !304, file: !3, line: 48)
!320 = !DILocation(line: 52, scope: !304, inlinedAt: !311)
!321 = !DILocation(line: 109, scope: !146)
!322 = !DILocation(line: 0, scope: !169)
!323 = !DILocation(line: 116, scope: !169)
!324 = !DILocation(line: 0, scope: !159)
!325 = !DILocation(line: 37, scope: !326, inlinedAt: !329)
!326 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !180, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !327)
!327 = !{!328}
!328 = !DILocalVariable(name: "x", arg: 1, scope: !326, file: !3, line: 36, type: !10)
!329 = distinct !DILocation(line: 102, scope: !330)
!330 = distinct !DILexicalBlock(scope: !161, file: !3, line: 101)
!331 = !DILocation(line: 0, scope: !326, inlinedAt: !329)
!332 = !DILocation(line: 37, scope: !333, inlinedAt: !329)
!333 = distinct !DILexicalBlock(scope: !326, file: !3, line: 37)
!334 = !DILocation(line: 103, scope: !330)
!335 = !DILocation(line: 104, scope: !336)
!336 = distinct !DILexicalBlock(scope: !161, file: !3, line: 103)
!337 = !DILocation(line: 105, scope: !336)
!338 = !DILocation(line: 100, scope: !162)
!339 = !DILocation(line: 100, scope: !159)
!340 = distinct !{!340, !339, !341, !342}
!341 = !DILocation(line: 106, scope: !159)
!342 = !{!"llvm.loop.mustprogress"}
!343 = !DILocation(line: 38, scope: !326, inlinedAt: !329)
!344 = !DILocation(line: 102, scope: !330)
!345 = !DILocation(line: 113, scope: !346, inlinedAt: !356)
!346 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !164, file: !3, line: 112, type: !347, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !351, retainedNodes: !352)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !349, !10}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!350 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!351 = !DISubprogram(name: "operator()", scope: !164, file: !3, line: 112, type: !347, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!352 = !{!353, !354}
!353 = !DILocalVariable(name: "k", arg: 2, scope: !346, file: !3, line: 112, type: !10)
!354 = !DILocalVariable(name: "this", arg: 1, scope: !346, type: !355, flags: DIFlagArtificial | DIFlagObjectPointer)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!356 = distinct !DILocation(line: 118, scope: !357)
!357 = distinct !DILexicalBlock(scope: !171, file: !3, line: 117)
!358 = !DILocation(line: 0, scope: !346, inlinedAt: !356)
!359 = !DILocation(line: 113, scope: !360, inlinedAt: !356)
!360 = distinct !DILexicalBlock(scope: !346, file: !3, line: 113)
!361 = !DILocation(line: 0, scope: !209, inlinedAt: !362)
!362 = distinct !DILocation(line: 113, scope: !360, inlinedAt: !356)
!363 = !DILocation(line: 27, scope: !209, inlinedAt: !362)
!364 = !DILocation(line: 29, scope: !217, inlinedAt: !362)
!365 = !DILocation(line: 114, scope: !346, inlinedAt: !356)
!366 = !DILocation(line: 115, scope: !346, inlinedAt: !356)
!367 = !DILocation(line: 119, scope: !357)
!368 = !DILocation(line: 120, scope: !369)
!369 = distinct !DILexicalBlock(scope: !171, file: !3, line: 119)
!370 = !DILocation(line: 121, scope: !369)
!371 = !DILocation(line: 116, scope: !172)
!372 = distinct !{!372, !323, !373, !342}
!373 = !DILocation(line: 122, scope: !169)
!374 = !DILocation(line: 125, scope: !146)
!375 = !DILocation(line: 126, scope: !146)
!376 = !DILocation(line: 0, scope: !175)
!377 = !DILocation(line: 69, scope: !187, inlinedAt: !192)
!378 = !DILocation(line: 0, scope: !179, inlinedAt: !192)
!379 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!380 = !DILocation(line: 69, scope: !381, inlinedAt: !192)
!381 = distinct !DILexicalBlock(scope: !187, file: !3, line: 69)
!382 = !DILocalVariable(name: "this", arg: 1, scope: !383, type: !385, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QEAA@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !384)
!384 = !{!382}
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!386 = !DILocation(line: 0, scope: !383, inlinedAt: !387)
!387 = distinct !DILocation(line: 70, scope: !187, inlinedAt: !192)
!388 = !DILocation(line: 60, scope: !389, inlinedAt: !387)
!389 = distinct !DILexicalBlock(scope: !383, file: !3, line: 60)
!390 = !DILocation(line: 75, scope: !178, inlinedAt: !192)
!391 = !DILocation(line: 70, scope: !187, inlinedAt: !192)
!392 = !DILocation(line: 0, scope: !383, inlinedAt: !393)
!393 = distinct !DILocation(line: 70, scope: !187, inlinedAt: !192)
!394 = !DILocation(line: 60, scope: !389, inlinedAt: !393)
!395 = !DILocation(line: 0, scope: !189, inlinedAt: !192)
!396 = !DILocation(line: 72, scope: !189, inlinedAt: !192)
!397 = !DILocation(line: 72, scope: !398, inlinedAt: !192)
!398 = distinct !DILexicalBlock(scope: !189, file: !3, line: 72)
!399 = !DILocation(line: 0, scope: !383, inlinedAt: !400)
!400 = distinct !DILocation(line: 74, scope: !189, inlinedAt: !192)
!401 = !DILocation(line: 60, scope: !389, inlinedAt: !400)
!402 = !DILocation(line: 74, scope: !189, inlinedAt: !192)
!403 = !DILocation(line: 0, scope: !383, inlinedAt: !404)
!404 = distinct !DILocation(line: 74, scope: !189, inlinedAt: !192)
!405 = !DILocation(line: 60, scope: !389, inlinedAt: !404)
!406 = !DILocation(line: 0, scope: !383, inlinedAt: !407)
!407 = distinct !DILocation(line: 75, scope: !178, inlinedAt: !192)
!408 = !DILocation(line: 60, scope: !389, inlinedAt: !407)
!409 = !DILocation(line: 0, scope: !383, inlinedAt: !410)
!410 = distinct !DILocation(line: 75, scope: !178, inlinedAt: !192)
!411 = !DILocation(line: 60, scope: !389, inlinedAt: !410)
!412 = !DILocation(line: 76, scope: !413, inlinedAt: !192)
!413 = distinct !DILexicalBlock(scope: !179, file: !3, line: 75)
!414 = !DILocation(line: 77, scope: !413, inlinedAt: !192)
!415 = !DILocation(line: 79, scope: !179, inlinedAt: !192)
!416 = !DILocation(line: 0, scope: !383, inlinedAt: !417)
!417 = distinct !DILocation(line: 79, scope: !179, inlinedAt: !192)
!418 = !DILocation(line: 60, scope: !389, inlinedAt: !417)
!419 = !DILocation(line: 0, scope: !383, inlinedAt: !420)
!420 = distinct !DILocation(line: 79, scope: !179, inlinedAt: !192)
!421 = !DILocation(line: 60, scope: !389, inlinedAt: !420)
!422 = !DILocation(line: 124, scope: !193)
!423 = !DILocation(line: 124, scope: !175)
!424 = distinct !{!424, !423, !423, !342}
!425 = !DILocation(line: 0, scope: !239)
!426 = !DILocation(line: 31, scope: !244)
!427 = !DILocation(line: 31, scope: !239)
