; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.TypeDescriptor3 = type { i8**, i8*, [4 x i8] }
%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

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
@frees = internal unnamed_addr global i32 0, align 4, !dbg !36
@"?budget@Fragile@@2HA" = dso_local local_unnamed_addr global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 8
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@dtors = internal unnamed_addr global i32 0, align 4, !dbg !38
@ctors = internal unnamed_addr global i32 0, align 4, !dbg !40
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 8
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 8
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 8
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 8
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 8
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 8
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 8
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAD@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAD to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".F\00" }, comdat
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0F@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 2, i32 0 }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0F@82" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1F to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { i8** @"??_7type_info@@6B@", i8* null, [4 x i8] c"._J\00" }, comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor3* @"??_R0_J@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0_J@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1_J to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUFragile@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUFragile@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Fragile*)* @"??1Fragile@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUFragile@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 4
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 4
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 4
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 8
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 8

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 !dbg !52 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !58, metadata !DIExpression()), !dbg !59
  %2 = load i32, i32* @allocs, align 4, !dbg !60, !tbaa !61
  %3 = add nsw i32 %2, 1, !dbg !60
  store i32 %3, i32* @allocs, align 4, !dbg !60, !tbaa !61
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !60
  ret i8* %4, !dbg !60
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 !dbg !65 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !67, metadata !DIExpression()), !dbg !68
  %2 = load i32, i32* @allocs, align 4, !dbg !69, !tbaa !61
  %3 = add nsw i32 %2, 1, !dbg !69
  store i32 %3, i32* @allocs, align 4, !dbg !69, !tbaa !61
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !69
  ret i8* %4, !dbg !69
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) local_unnamed_addr #2 !dbg !70 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !74, metadata !DIExpression()), !dbg !75
  %2 = icmp eq i8* %0, null, !dbg !76
  br i1 %2, label %6, label %3, !dbg !76

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !dbg !77, !tbaa !61
  %5 = add nsw i32 %4, 1, !dbg !77
  store i32 %5, i32* @frees, align 4, !dbg !77, !tbaa !61
  br label %6, !dbg !77

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !76
  ret void, !dbg !76
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @"??_V@YAXPEAX@Z"(i8* noundef %0) local_unnamed_addr #2 !dbg !79 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !81, metadata !DIExpression()), !dbg !82
  %2 = icmp eq i8* %0, null, !dbg !83
  br i1 %2, label %6, label %3, !dbg !83

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !dbg !84, !tbaa !61
  %5 = add nsw i32 %4, 1, !dbg !84
  store i32 %5, i32* @frees, align 4, !dbg !84, !tbaa !61
  br label %6, !dbg !84

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !83
  ret void, !dbg !83
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !86 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Fragile, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8*, align 8
  %15 = alloca i8*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.Fragile*, align 8
  call void @llvm.dbg.value(metadata i64 4, metadata !58, metadata !DIExpression()) #9, !dbg !116
  %19 = load i32, i32* @allocs, align 4, !dbg !118, !tbaa !61
  %20 = add nsw i32 %19, 1, !dbg !118
  store i32 %20, i32* @allocs, align 4, !dbg !118, !tbaa !61
  %21 = bitcast i8** %14 to i8*, !dbg !119
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21), !dbg !119
  call void @llvm.dbg.value(metadata i32 13, metadata !122, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !123, metadata !DIExpression()), !dbg !119
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HIAMJGNH@unlucky?$AA@", i64 0, i64 0), i8** %14, align 8, !dbg !125, !tbaa !128
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TIC2PEAD) #10
          to label %22 unwind label %23, !dbg !125

22:                                               ; preds = %0
  unreachable, !dbg !125

23:                                               ; preds = %0
  %24 = cleanuppad within none [], !dbg !130
  call void @llvm.dbg.value(metadata i8* undef, metadata !74, metadata !DIExpression()) #9, !dbg !131
  %25 = load i32, i32* @frees, align 4, !dbg !133, !tbaa !61
  %26 = add nsw i32 %25, 1, !dbg !133
  store i32 %26, i32* @frees, align 4, !dbg !133, !tbaa !61
  cleanupret from %24 unwind label %27, !dbg !130

27:                                               ; preds = %23
  %28 = catchswitch within none [label %29] unwind to caller, !dbg !134

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %15], !dbg !134
  %31 = load i32, i32* @frees, align 4, !dbg !135, !tbaa !61
  %32 = load i32, i32* @allocs, align 4, !dbg !135, !tbaa !61
  %33 = load i8*, i8** %15, align 8, !dbg !135, !tbaa !128
  call void @llvm.dbg.value(metadata i8* %33, metadata !93, metadata !DIExpression()), !dbg !137
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %33, i32 noundef %32, i32 noundef %31) [ "funclet"(token %30) ], !dbg !135
  catchret from %30 to label %35, !dbg !138

35:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i64 28, metadata !67, metadata !DIExpression()) #9, !dbg !139
  %36 = load i32, i32* @allocs, align 4, !dbg !141, !tbaa !61
  %37 = add nsw i32 %36, 1, !dbg !141
  store i32 %37, i32* @allocs, align 4, !dbg !141, !tbaa !61
  %38 = bitcast i32* %13 to i8*
  %39 = load i32, i32* @ctors, align 4, !tbaa !61
  call void @llvm.dbg.value(metadata i8* poison, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i8* poison, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38), !dbg !145
  call void @llvm.dbg.value(metadata i8* poison, metadata !142, metadata !DIExpression()), !dbg !145
  %40 = add nsw i32 %39, 3, !dbg !147
  store i32 %40, i32* @ctors, align 4, !dbg !147, !tbaa !61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38), !dbg !149
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38), !dbg !145
  call void @llvm.dbg.value(metadata i8* poison, metadata !142, metadata !DIExpression()), !dbg !145
  store i32 -1, i32* @"?budget@Fragile@@2HA", align 4, !dbg !145, !tbaa !61
  store i32 -1, i32* %13, align 4, !dbg !150, !tbaa !61
  invoke void @_CxxThrowException(i8* nonnull %38, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %41 unwind label %42, !dbg !150

41:                                               ; preds = %35
  unreachable, !dbg !150

42:                                               ; preds = %35
  %43 = cleanuppad within none [], !dbg !152
  call void @llvm.dbg.value(metadata i8* poison, metadata !142, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i8* poison, metadata !142, metadata !DIExpression()), !dbg !145
  %44 = load i32, i32* @dtors, align 4, !tbaa !61
  call void @llvm.dbg.value(metadata i32 undef, metadata !153, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !156
  %45 = add i32 %44, 3, !dbg !152
  store i32 %45, i32* @dtors, align 4, !dbg !158, !tbaa !61
  call void @llvm.dbg.value(metadata i8* undef, metadata !81, metadata !DIExpression()) #9, !dbg !160
  %46 = load i32, i32* @frees, align 4, !dbg !162, !tbaa !61
  %47 = add nsw i32 %46, 1, !dbg !162
  store i32 %47, i32* @frees, align 4, !dbg !162, !tbaa !61
  cleanupret from %43 unwind label %48, !dbg !152

48:                                               ; preds = %42
  %49 = catchswitch within none [label %50] unwind to caller, !dbg !163

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %16], !dbg !163
  %52 = load i32, i32* @frees, align 4, !dbg !164, !tbaa !61
  %53 = load i32, i32* @dtors, align 4, !dbg !164, !tbaa !61
  %54 = load i32, i32* @ctors, align 4, !dbg !164, !tbaa !61
  %55 = load i32, i32* %16, align 4, !dbg !164, !tbaa !61
  call void @llvm.dbg.value(metadata i32 %55, metadata !96, metadata !DIExpression()), !dbg !137
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i64 0, i64 0), i32 noundef %55, i32 noundef %54, i32 noundef %53, i32 noundef %52) [ "funclet"(token %51) ], !dbg !164
  catchret from %51 to label %57, !dbg !166

57:                                               ; preds = %50
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !167
  %58 = bitcast i32* %6 to i8*
  br label %102, !dbg !168

59:                                               ; preds = %115
  call void @llvm.dbg.value(metadata i32 %116, metadata !97, metadata !DIExpression()), !dbg !137
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %116, i32 noundef 2, i32 noundef 0), !dbg !169
  %61 = bitcast i32* %12 to i8*, !dbg !170
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %61), !dbg !170
  call void @llvm.dbg.value(metadata i32 1, metadata !178, metadata !DIExpression()), !dbg !170
  %62 = bitcast i16* %11 to i8*, !dbg !184
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %62), !dbg !184
  call void @llvm.dbg.value(metadata i32 1, metadata !187, metadata !DIExpression()), !dbg !184
  store i16 1, i16* %11, align 2, !dbg !190, !tbaa !191
  invoke void @_CxxThrowException(i8* nonnull %62, %eh.ThrowInfo* nonnull @_TI1F) #10
          to label %63 unwind label %64, !dbg !190

63:                                               ; preds = %59
  unreachable, !dbg !190

64:                                               ; preds = %59
  %65 = catchswitch within none [label %66, label %69] unwind to caller, !dbg !193

66:                                               ; preds = %64
  %67 = catchpad within %65 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12], !dbg !193
  %68 = load i32, i32* %12, align 4, !dbg !194, !tbaa !61
  call void @llvm.dbg.value(metadata i32 %68, metadata !180, metadata !DIExpression()), !dbg !170
  catchret from %67 to label %71, !dbg !196

69:                                               ; preds = %64
  %70 = catchpad within %65 [i8* null, i32 64, i8* null], !dbg !193
  catchret from %70 to label %71, !dbg !197

71:                                               ; preds = %66, %69
  %72 = phi i32 [ %68, %66 ], [ -1, %69 ], !dbg !170
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %61), !dbg !199
  %73 = bitcast i64* %10 to i8*, !dbg !200
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %73), !dbg !200
  call void @llvm.dbg.value(metadata i32 3, metadata !203, metadata !DIExpression()), !dbg !200
  %74 = bitcast i64* %9 to i8*, !dbg !209
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %74), !dbg !209
  call void @llvm.dbg.value(metadata i32 3, metadata !212, metadata !DIExpression()), !dbg !209
  store i64 3000, i64* %9, align 8, !dbg !215, !tbaa !216
  invoke void @_CxxThrowException(i8* nonnull %74, %eh.ThrowInfo* nonnull @_TI1_J) #10
          to label %75 unwind label %76, !dbg !215

75:                                               ; preds = %71
  unreachable, !dbg !215

76:                                               ; preds = %71
  %77 = catchswitch within none [label %78, label %82] unwind to caller, !dbg !218

78:                                               ; preds = %76
  %79 = catchpad within %77 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %10], !dbg !218
  %80 = load i64, i64* %10, align 8, !dbg !219, !tbaa !216
  call void @llvm.dbg.value(metadata i64 %80, metadata !205, metadata !DIExpression()), !dbg !200
  %81 = trunc i64 %80 to i32, !dbg !219
  catchret from %79 to label %84, !dbg !221

82:                                               ; preds = %76
  %83 = catchpad within %77 [i8* null, i32 64, i8* null], !dbg !218
  catchret from %83 to label %84, !dbg !222

84:                                               ; preds = %78, %82
  %85 = phi i32 [ %81, %78 ], [ -1, %82 ], !dbg !200
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73), !dbg !224
  %86 = bitcast i16* %8 to i8*, !dbg !225
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %86), !dbg !225
  call void @llvm.dbg.value(metadata i32 7, metadata !228, metadata !DIExpression()), !dbg !225
  %87 = bitcast i16* %7 to i8*, !dbg !234
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %87), !dbg !234
  call void @llvm.dbg.value(metadata i32 7, metadata !187, metadata !DIExpression()), !dbg !234
  store i16 7, i16* %7, align 2, !dbg !237, !tbaa !191
  invoke void @_CxxThrowException(i8* nonnull %87, %eh.ThrowInfo* nonnull @_TI1F) #10
          to label %88 unwind label %89, !dbg !237

88:                                               ; preds = %84
  unreachable, !dbg !237

89:                                               ; preds = %84
  %90 = catchswitch within none [label %91, label %95] unwind to caller, !dbg !238

91:                                               ; preds = %89
  %92 = catchpad within %90 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %8], !dbg !238
  %93 = load i16, i16* %8, align 2, !dbg !239, !tbaa !191
  call void @llvm.dbg.value(metadata i16 %93, metadata !230, metadata !DIExpression()), !dbg !225
  %94 = sext i16 %93 to i32, !dbg !239
  catchret from %92 to label %97, !dbg !241

95:                                               ; preds = %89
  %96 = catchpad within %90 [i8* null, i32 64, i8* null], !dbg !238
  catchret from %96 to label %97, !dbg !242

97:                                               ; preds = %91, %95
  %98 = phi i32 [ %94, %91 ], [ -1, %95 ], !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %86), !dbg !244
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i64 0, i64 0), i32 noundef %98, i32 noundef %85, i32 noundef %72), !dbg !245
  call void @llvm.dbg.value(metadata i32* undef, metadata !103, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !246
  %100 = bitcast %struct.Fragile* %5 to i8*
  %101 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i64 0, i32 0
  br label %126, !dbg !247

102:                                              ; preds = %57, %115
  %103 = phi i32 [ 0, %57 ], [ %117, %115 ]
  %104 = phi i32 [ 0, %57 ], [ %116, %115 ]
  call void @llvm.dbg.value(metadata i32 %103, metadata !98, metadata !DIExpression()), !dbg !167
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %58), !dbg !248
  call void @llvm.dbg.value(metadata i32 %103, metadata !253, metadata !DIExpression()), !dbg !248
  %105 = icmp ugt i32 %103, 2, !dbg !256
  br i1 %105, label %106, label %119, !dbg !256

106:                                              ; preds = %102
  %107 = shl nuw nsw i32 %103, 1, !dbg !257
  store i32 %107, i32* %6, align 4, !dbg !257, !tbaa !61
  invoke void @_CxxThrowException(i8* nonnull %58, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %108 unwind label %109, !dbg !257

108:                                              ; preds = %106
  unreachable, !dbg !257

109:                                              ; preds = %106
  %110 = catchswitch within none [label %111] unwind to caller, !dbg !259

111:                                              ; preds = %109
  %112 = catchpad within %110 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %17], !dbg !259
  %113 = load i32, i32* %17, align 4, !dbg !260, !tbaa !61
  call void @llvm.dbg.value(metadata i32 %113, metadata !100, metadata !DIExpression()), !dbg !262
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %113) [ "funclet"(token %112) ], !dbg !260
  catchret from %112 to label %115, !dbg !263

115:                                              ; preds = %119, %111
  %116 = phi i32 [ %104, %111 ], [ %120, %119 ], !dbg !137
  %117 = add nuw nsw i32 %103, 1, !dbg !264
  call void @llvm.dbg.value(metadata i32 %117, metadata !98, metadata !DIExpression()), !dbg !167
  %118 = icmp eq i32 %117, 5, !dbg !168
  br i1 %118, label %59, label %102, !dbg !168, !llvm.loop !265

119:                                              ; preds = %102
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %58), !dbg !268
  call void @llvm.dbg.value(metadata i32 %104, metadata !97, metadata !DIExpression()), !dbg !137
  %120 = add nsw i32 %103, %104, !dbg !269
  call void @llvm.dbg.value(metadata i32 %120, metadata !97, metadata !DIExpression()), !dbg !137
  br label %115, !dbg !259

121:                                              ; preds = %146
  %122 = bitcast i32* %1 to i8*
  %123 = bitcast i32* %2 to i8*
  %124 = bitcast i32* %3 to i8*
  %125 = bitcast i32* %4 to i8*
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !270
  br label %156, !dbg !271

126:                                              ; preds = %97, %146
  %127 = phi i32 [ 0, %97 ], [ %148, %146 ]
  %128 = phi i32 [ %116, %97 ], [ %147, %146 ]
  call void @llvm.dbg.value(metadata i32 %127, metadata !108, metadata !DIExpression()), !dbg !246
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %100), !dbg !272
  call void @llvm.dbg.value(metadata i32 %127, metadata !283, metadata !DIExpression()), !dbg !272
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !284, metadata !DIExpression()), !dbg !272
  %129 = and i32 %127, 1, !dbg !288
  %130 = icmp eq i32 %129, 0, !dbg !288
  br i1 %130, label %136, label %131, !dbg !288

131:                                              ; preds = %126
  %132 = mul nuw nsw i32 %127, 3, !dbg !289
  call void @llvm.dbg.value(metadata i32 %132, metadata !122, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata %struct.Fragile* %5, metadata !123, metadata !DIExpression()), !dbg !291
  store i32 %132, i32* %101, align 4, !dbg !293, !tbaa !294
  %133 = load i32, i32* @ctors, align 4, !dbg !296, !tbaa !61
  %134 = add nsw i32 %133, 1, !dbg !296
  store i32 %134, i32* @ctors, align 4, !dbg !296, !tbaa !61
  invoke void @_CxxThrowException(i8* nonnull %100, %eh.ThrowInfo* nonnull @"_TI1?AUFragile@@") #10
          to label %135 unwind label %138, !dbg !289

135:                                              ; preds = %131
  unreachable, !dbg !289

136:                                              ; preds = %126
  %137 = add nsw i32 %127, %128, !dbg !297
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %100), !dbg !298
  br label %146, !dbg !298

138:                                              ; preds = %131
  %139 = catchswitch within none [label %140] unwind to caller, !dbg !299

140:                                              ; preds = %138
  %141 = catchpad within %139 [%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8", i32 8, %struct.Fragile** %18], !dbg !299
  %142 = load %struct.Fragile*, %struct.Fragile** %18, align 8, !dbg !300, !tbaa !128
  call void @llvm.dbg.value(metadata %struct.Fragile* %142, metadata !110, metadata !DIExpression()), !dbg !302
  %143 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %142, i64 0, i32 0, !dbg !300
  %144 = load i32, i32* %143, align 4, !dbg !300, !tbaa !294
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %144) [ "funclet"(token %141) ], !dbg !300
  catchret from %141 to label %146, !dbg !303

146:                                              ; preds = %136, %140
  %147 = phi i32 [ %137, %136 ], [ %128, %140 ], !dbg !137
  %148 = add nuw nsw i32 %127, 1, !dbg !304
  call void @llvm.dbg.value(metadata i32 %148, metadata !108, metadata !DIExpression()), !dbg !246
  %149 = icmp eq i32 %148, 4, !dbg !247
  br i1 %149, label %121, label %126, !dbg !247, !llvm.loop !305

150:                                              ; preds = %194
  call void @llvm.dbg.value(metadata i32 %147, metadata !97, metadata !DIExpression()), !dbg !137
  %151 = load i32, i32* @dtors, align 4, !dbg !307, !tbaa !61
  %152 = load i32, i32* @ctors, align 4, !dbg !307, !tbaa !61
  %153 = load i32, i32* @frees, align 4, !dbg !307, !tbaa !61
  %154 = load i32, i32* @allocs, align 4, !dbg !307, !tbaa !61
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i64 0, i64 0), i32 noundef %154, i32 noundef %153, i32 noundef %152, i32 noundef %151, i32 noundef %147), !dbg !307
  ret i32 0, !dbg !308

156:                                              ; preds = %121, %194
  %157 = phi i32 [ 0, %121 ], [ %198, %194 ]
  call void @llvm.dbg.value(metadata i32 %157, metadata !114, metadata !DIExpression()), !dbg !270
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %122), !dbg !309
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %123), !dbg !309
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %124), !dbg !309
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %125), !dbg !309
  call void @llvm.dbg.value(metadata i32 %157, metadata !312, metadata !DIExpression()), !dbg !309
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0), metadata !313, metadata !DIExpression()), !dbg !309
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0), metadata !314, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0), metadata !316, metadata !DIExpression()), !dbg !325
  %158 = icmp eq i32 %157, 0, !dbg !326
  br i1 %158, label %160, label %159, !dbg !326

159:                                              ; preds = %156
  store i32 %157, i32* %1, align 4, !dbg !327, !tbaa !61
  invoke void @_CxxThrowException(i8* nonnull %122, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %193 unwind label %162, !dbg !327

160:                                              ; preds = %156
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !333
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0)) #9, !dbg !335
  br label %178, !dbg !337

162:                                              ; preds = %159
  %163 = cleanuppad within none [], !dbg !338
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !339
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %163) ], !dbg !341
  cleanupret from %163 unwind label %165, !dbg !338

165:                                              ; preds = %162
  %166 = catchswitch within none [label %167] unwind label %181, !dbg !338

167:                                              ; preds = %165
  %168 = catchpad within %166 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2], !dbg !338
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0), metadata !319, metadata !DIExpression()), !dbg !342
  %169 = load i32, i32* %2, align 4, !dbg !343, !tbaa !61
  call void @llvm.dbg.value(metadata i32 %169, metadata !318, metadata !DIExpression()), !dbg !324
  %170 = icmp sgt i32 %169, 1, !dbg !343
  br i1 %170, label %171, label %173, !dbg !343

171:                                              ; preds = %167
  %172 = add nuw nsw i32 %169, 10, !dbg !344
  store i32 %172, i32* %3, align 4, !dbg !344, !tbaa !61
  invoke void @_CxxThrowException(i8* nonnull %124, %eh.ThrowInfo* nonnull @_TI1H) #10 [ "funclet"(token %168) ]
          to label %193 unwind label %175, !dbg !344

173:                                              ; preds = %167
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !346
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %168) ], !dbg !348
  catchret from %168 to label %178, !dbg !349

175:                                              ; preds = %171
  %176 = cleanuppad within %168 [], !dbg !349
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !350
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %176) ], !dbg !352
  cleanupret from %176 unwind label %181, !dbg !349

178:                                              ; preds = %173, %160
  %179 = phi i32 [ %169, %173 ], [ 0, %160 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !353
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0)) #9, !dbg !355
  br label %194

181:                                              ; preds = %175, %165
  %182 = cleanuppad within none [], !dbg !337
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !356
  %183 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %182) ], !dbg !358
  cleanupret from %182 unwind label %184, !dbg !337

184:                                              ; preds = %181
  %185 = catchswitch within none [label %186] unwind label %190, !dbg !337

186:                                              ; preds = %184
  %187 = catchpad within %185 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4], !dbg !337
  %188 = load i32, i32* %4, align 4, !dbg !359, !tbaa !61
  call void @llvm.dbg.value(metadata i32 %188, metadata !321, metadata !DIExpression()), !dbg !309
  %189 = mul nsw i32 %188, 100, !dbg !359
  catchret from %187 to label %194, !dbg !361

190:                                              ; preds = %184
  %191 = cleanuppad within none [], !dbg !362
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !363
  %192 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %191) ], !dbg !365
  cleanupret from %191 unwind to caller, !dbg !362

193:                                              ; preds = %171, %159
  unreachable

194:                                              ; preds = %178, %186
  %195 = phi i32 [ %189, %186 ], [ %179, %178 ], !dbg !309
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !329, metadata !DIExpression()) #9, !dbg !366
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0)) #9, !dbg !368
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %122), !dbg !362
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %123), !dbg !362
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %124), !dbg !362
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %125), !dbg !362
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %157, i32 noundef %195), !dbg !369
  %198 = add nuw nsw i32 %157, 1, !dbg !369
  call void @llvm.dbg.value(metadata i32 %198, metadata !114, metadata !DIExpression()), !dbg !270
  %199 = icmp eq i32 %198, 3, !dbg !271
  br i1 %199, label %150, label %156, !dbg !271, !llvm.loop !370
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !154 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !153, metadata !DIExpression()), !dbg !371
  %2 = load i32, i32* @dtors, align 4, !dbg !372, !tbaa !61
  %3 = add nsw i32 %2, 1, !dbg !372
  store i32 %3, i32* @dtors, align 4, !dbg !372, !tbaa !61
  ret void, !dbg !373
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
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
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "?budget@Fragile@@2HA", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 2, !"CodeView", i32 1}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 2}
!45 = !{i32 1, !"branch-target-enforcement", i32 0}
!46 = !{i32 1, !"sign-return-address", i32 0}
!47 = !{i32 1, !"sign-return-address-all", i32 0}
!48 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 1}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 15, type: !53, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !56}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!56 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!57 = !{!58}
!58 = !DILocalVariable(name: "n", arg: 1, scope: !52, file: !3, line: 15, type: !56)
!59 = !DILocation(line: 0, scope: !52)
!60 = !DILocation(line: 15, scope: !52)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C++ TBAA"}
!65 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPEAX_K@Z", scope: !3, file: !3, line: 16, type: !53, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!66 = !{!67}
!67 = !DILocalVariable(name: "n", arg: 1, scope: !65, file: !3, line: 16, type: !56)
!68 = !DILocation(line: 0, scope: !65)
!69 = !DILocation(line: 16, scope: !65)
!70 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 17, type: !71, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{null, !55}
!73 = !{!74}
!74 = !DILocalVariable(name: "p", arg: 1, scope: !70, file: !3, line: 17, type: !55)
!75 = !DILocation(line: 0, scope: !70)
!76 = !DILocation(line: 17, scope: !70)
!77 = !DILocation(line: 17, scope: !78)
!78 = distinct !DILexicalBlock(scope: !70, file: !3, line: 17)
!79 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPEAX@Z", scope: !3, file: !3, line: 18, type: !71, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!80 = !{!81}
!81 = !DILocalVariable(name: "p", arg: 1, scope: !79, file: !3, line: 18, type: !55)
!82 = !DILocation(line: 0, scope: !79)
!83 = !DILocation(line: 18, scope: !79)
!84 = !DILocation(line: 18, scope: !85)
!85 = distinct !DILexicalBlock(scope: !79, file: !3, line: 18)
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !87, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!10}
!89 = !{!90, !93, !94, !96, !97, !98, !100, !103, !108, !110, !114}
!90 = !DILocalVariable(name: "f", scope: !91, file: !3, line: 84, type: !92)
!91 = distinct !DILexicalBlock(scope: !86, file: !3, line: 83)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!93 = !DILocalVariable(name: "msg", scope: !86, file: !3, line: 86, type: !23)
!94 = !DILocalVariable(name: "arr", scope: !95, file: !3, line: 93, type: !92)
!95 = distinct !DILexicalBlock(scope: !86, file: !3, line: 92)
!96 = !DILocalVariable(name: "b", scope: !86, file: !3, line: 95, type: !10)
!97 = !DILocalVariable(name: "ok", scope: !86, file: !3, line: 99, type: !10)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 100, type: !10)
!99 = distinct !DILexicalBlock(scope: !86, file: !3, line: 100)
!100 = !DILocalVariable(name: "e", scope: !101, file: !3, line: 103, type: !10)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 100)
!102 = distinct !DILexicalBlock(scope: !99, file: !3, line: 100)
!103 = !DILocalVariable(name: "thrower", scope: !86, file: !3, line: 112, type: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !86, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !105, identifier: ".?AV<lambda_0>@?0??main@@9@")
!105 = !{!106}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !104, file: !3, line: 112, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!108 = !DILocalVariable(name: "k", scope: !109, file: !3, line: 116, type: !10)
!109 = distinct !DILexicalBlock(scope: !86, file: !3, line: 116)
!110 = !DILocalVariable(name: "f", scope: !111, file: !3, line: 119, type: !113)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 116)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 116)
!113 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!114 = !DILocalVariable(name: "d", scope: !115, file: !3, line: 124, type: !10)
!115 = distinct !DILexicalBlock(scope: !86, file: !3, line: 124)
!116 = !DILocation(line: 0, scope: !52, inlinedAt: !117)
!117 = distinct !DILocation(line: 84, scope: !91)
!118 = !DILocation(line: 15, scope: !52, inlinedAt: !117)
!119 = !DILocation(line: 0, scope: !120, inlinedAt: !124)
!120 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !121)
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "x", arg: 2, scope: !120, file: !3, line: 27, type: !10)
!123 = !DILocalVariable(name: "this", arg: 1, scope: !120, type: !92, flags: DIFlagArtificial | DIFlagObjectPointer)
!124 = distinct !DILocation(line: 84, scope: !91)
!125 = !DILocation(line: 28, scope: !126, inlinedAt: !124)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 28)
!127 = distinct !DILexicalBlock(scope: !120, file: !3, line: 27)
!128 = !{!129, !129, i64 0}
!129 = !{!"any pointer", !63, i64 0}
!130 = !DILocation(line: 84, scope: !91)
!131 = !DILocation(line: 0, scope: !70, inlinedAt: !132)
!132 = distinct !DILocation(line: 84, scope: !91)
!133 = !DILocation(line: 17, scope: !78, inlinedAt: !132)
!134 = !DILocation(line: 86, scope: !91)
!135 = !DILocation(line: 87, scope: !136)
!136 = distinct !DILexicalBlock(scope: !86, file: !3, line: 86)
!137 = !DILocation(line: 0, scope: !86)
!138 = !DILocation(line: 88, scope: !136)
!139 = !DILocation(line: 0, scope: !65, inlinedAt: !140)
!140 = distinct !DILocation(line: 93, scope: !95)
!141 = !DILocation(line: 16, scope: !65, inlinedAt: !140)
!142 = !DILocalVariable(name: "this", arg: 1, scope: !143, type: !92, flags: DIFlagArtificial | DIFlagObjectPointer)
!143 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !144)
!144 = !{!142}
!145 = !DILocation(line: 0, scope: !143, inlinedAt: !146)
!146 = distinct !DILocation(line: 93, scope: !95)
!147 = !DILocation(line: 25, scope: !148, inlinedAt: !146)
!148 = distinct !DILexicalBlock(scope: !143, file: !3, line: 23)
!149 = !DILocation(line: 26, scope: !143, inlinedAt: !146)
!150 = !DILocation(line: 24, scope: !151, inlinedAt: !146)
!151 = distinct !DILexicalBlock(scope: !148, file: !3, line: 24)
!152 = !DILocation(line: 93, scope: !95)
!153 = !DILocalVariable(name: "this", arg: 1, scope: !154, type: !92, flags: DIFlagArtificial | DIFlagObjectPointer)
!154 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QEAA@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !155)
!155 = !{!153}
!156 = !DILocation(line: 0, scope: !154, inlinedAt: !157)
!157 = distinct !DILocation(line: 93, scope: !95)
!158 = !DILocation(line: 31, scope: !159, inlinedAt: !157)
!159 = distinct !DILexicalBlock(scope: !154, file: !3, line: 31)
!160 = !DILocation(line: 0, scope: !79, inlinedAt: !161)
!161 = distinct !DILocation(line: 93, scope: !95)
!162 = !DILocation(line: 18, scope: !85, inlinedAt: !161)
!163 = !DILocation(line: 95, scope: !95)
!164 = !DILocation(line: 96, scope: !165)
!165 = distinct !DILexicalBlock(scope: !86, file: !3, line: 95)
!166 = !DILocation(line: 97, scope: !165)
!167 = !DILocation(line: 0, scope: !99)
!168 = !DILocation(line: 100, scope: !99)
!169 = !DILocation(line: 107, scope: !86)
!170 = !DILocation(line: 0, scope: !171, inlinedAt: !183)
!171 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !172, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !181, retainedNodes: !177)
!172 = !DISubroutineType(types: !173)
!173 = !{!10, !174, !10}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !10}
!177 = !{!178, !179, !180}
!178 = !DILocalVariable(name: "arg", arg: 2, scope: !171, file: !3, line: 43, type: !10)
!179 = !DILocalVariable(name: "f", arg: 1, scope: !171, file: !3, line: 43, type: !174)
!180 = !DILocalVariable(name: "v", scope: !171, file: !3, line: 46, type: !10)
!181 = !{!182}
!182 = !DITemplateTypeParameter(name: "T", type: !10)
!183 = distinct !DILocation(line: 109, scope: !86)
!184 = !DILocation(line: 0, scope: !185, inlinedAt: !188)
!185 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !175, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !186)
!186 = !{!187}
!187 = !DILocalVariable(name: "x", arg: 1, scope: !185, file: !3, line: 54, type: !10)
!188 = distinct !DILocation(line: 45, scope: !189, inlinedAt: !183)
!189 = distinct !DILexicalBlock(scope: !171, file: !3, line: 44)
!190 = !DILocation(line: 54, scope: !185, inlinedAt: !188)
!191 = !{!192, !192, i64 0}
!192 = !{!"short", !63, i64 0}
!193 = !DILocation(line: 46, scope: !189, inlinedAt: !183)
!194 = !DILocation(line: 47, scope: !195, inlinedAt: !183)
!195 = distinct !DILexicalBlock(scope: !171, file: !3, line: 46)
!196 = !DILocation(line: 48, scope: !195, inlinedAt: !183)
!197 = !DILocation(line: 50, scope: !198, inlinedAt: !183)
!198 = distinct !DILexicalBlock(scope: !171, file: !3, line: 48)
!199 = !DILocation(line: 52, scope: !171, inlinedAt: !183)
!200 = !DILocation(line: 0, scope: !201, inlinedAt: !208)
!201 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !172, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !206, retainedNodes: !202)
!202 = !{!203, !204, !205}
!203 = !DILocalVariable(name: "arg", arg: 2, scope: !201, file: !3, line: 43, type: !10)
!204 = !DILocalVariable(name: "f", arg: 1, scope: !201, file: !3, line: 43, type: !174)
!205 = !DILocalVariable(name: "v", scope: !201, file: !3, line: 46, type: !6)
!206 = !{!207}
!207 = !DITemplateTypeParameter(name: "T", type: !6)
!208 = distinct !DILocation(line: 109, scope: !86)
!209 = !DILocation(line: 0, scope: !210, inlinedAt: !213)
!210 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !175, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!211 = !{!212}
!212 = !DILocalVariable(name: "x", arg: 1, scope: !210, file: !3, line: 55, type: !10)
!213 = distinct !DILocation(line: 45, scope: !214, inlinedAt: !208)
!214 = distinct !DILexicalBlock(scope: !201, file: !3, line: 44)
!215 = !DILocation(line: 55, scope: !210, inlinedAt: !213)
!216 = !{!217, !217, i64 0}
!217 = !{!"long long", !63, i64 0}
!218 = !DILocation(line: 46, scope: !214, inlinedAt: !208)
!219 = !DILocation(line: 47, scope: !220, inlinedAt: !208)
!220 = distinct !DILexicalBlock(scope: !201, file: !3, line: 46)
!221 = !DILocation(line: 48, scope: !220, inlinedAt: !208)
!222 = !DILocation(line: 50, scope: !223, inlinedAt: !208)
!223 = distinct !DILexicalBlock(scope: !201, file: !3, line: 48)
!224 = !DILocation(line: 52, scope: !201, inlinedAt: !208)
!225 = !DILocation(line: 0, scope: !226, inlinedAt: !233)
!226 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !172, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !231, retainedNodes: !227)
!227 = !{!228, !229, !230}
!228 = !DILocalVariable(name: "arg", arg: 2, scope: !226, file: !3, line: 43, type: !10)
!229 = !DILocalVariable(name: "f", arg: 1, scope: !226, file: !3, line: 43, type: !174)
!230 = !DILocalVariable(name: "v", scope: !226, file: !3, line: 46, type: !5)
!231 = !{!232}
!232 = !DITemplateTypeParameter(name: "T", type: !5)
!233 = distinct !DILocation(line: 109, scope: !86)
!234 = !DILocation(line: 0, scope: !185, inlinedAt: !235)
!235 = distinct !DILocation(line: 45, scope: !236, inlinedAt: !233)
!236 = distinct !DILexicalBlock(scope: !226, file: !3, line: 44)
!237 = !DILocation(line: 54, scope: !185, inlinedAt: !235)
!238 = !DILocation(line: 46, scope: !236, inlinedAt: !233)
!239 = !DILocation(line: 47, scope: !240, inlinedAt: !233)
!240 = distinct !DILexicalBlock(scope: !226, file: !3, line: 46)
!241 = !DILocation(line: 48, scope: !240, inlinedAt: !233)
!242 = !DILocation(line: 50, scope: !243, inlinedAt: !233)
!243 = distinct !DILexicalBlock(scope: !226, file: !3, line: 48)
!244 = !DILocation(line: 52, scope: !226, inlinedAt: !233)
!245 = !DILocation(line: 109, scope: !86)
!246 = !DILocation(line: 0, scope: !109)
!247 = !DILocation(line: 116, scope: !109)
!248 = !DILocation(line: 0, scope: !249, inlinedAt: !254)
!249 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !250, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!10, !10}
!252 = !{!253}
!253 = !DILocalVariable(name: "x", arg: 1, scope: !249, file: !3, line: 36, type: !10)
!254 = distinct !DILocation(line: 102, scope: !255)
!255 = distinct !DILexicalBlock(scope: !101, file: !3, line: 101)
!256 = !DILocation(line: 37, scope: !249, inlinedAt: !254)
!257 = !DILocation(line: 37, scope: !258, inlinedAt: !254)
!258 = distinct !DILexicalBlock(scope: !249, file: !3, line: 37)
!259 = !DILocation(line: 103, scope: !255)
!260 = !DILocation(line: 104, scope: !261)
!261 = distinct !DILexicalBlock(scope: !101, file: !3, line: 103)
!262 = !DILocation(line: 0, scope: !101)
!263 = !DILocation(line: 105, scope: !261)
!264 = !DILocation(line: 100, scope: !102)
!265 = distinct !{!265, !168, !266, !267}
!266 = !DILocation(line: 106, scope: !99)
!267 = !{!"llvm.loop.mustprogress"}
!268 = !DILocation(line: 38, scope: !249, inlinedAt: !254)
!269 = !DILocation(line: 102, scope: !255)
!270 = !DILocation(line: 0, scope: !115)
!271 = !DILocation(line: 124, scope: !115)
!272 = !DILocation(line: 0, scope: !273, inlinedAt: !286)
!273 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !104, file: !3, line: 112, type: !274, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !278, retainedNodes: !282)
!274 = !DISubroutineType(types: !275)
!275 = !{null, !276, !10}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!278 = !DISubprogram(name: "operator()", scope: !104, file: !3, line: 112, type: !279, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!281, !276, !10}
!281 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!282 = !{!283, !284}
!283 = !DILocalVariable(name: "k", arg: 2, scope: !273, file: !3, line: 112, type: !10)
!284 = !DILocalVariable(name: "this", arg: 1, scope: !273, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!286 = distinct !DILocation(line: 118, scope: !287)
!287 = distinct !DILexicalBlock(scope: !111, file: !3, line: 117)
!288 = !DILocation(line: 113, scope: !273, inlinedAt: !286)
!289 = !DILocation(line: 113, scope: !290, inlinedAt: !286)
!290 = distinct !DILexicalBlock(scope: !273, file: !3, line: 113)
!291 = !DILocation(line: 0, scope: !120, inlinedAt: !292)
!292 = distinct !DILocation(line: 113, scope: !290, inlinedAt: !286)
!293 = !DILocation(line: 27, scope: !120, inlinedAt: !292)
!294 = !{!295, !62, i64 0}
!295 = !{!"?AUFragile@@", !62, i64 0}
!296 = !DILocation(line: 29, scope: !127, inlinedAt: !292)
!297 = !DILocation(line: 114, scope: !273, inlinedAt: !286)
!298 = !DILocation(line: 115, scope: !273, inlinedAt: !286)
!299 = !DILocation(line: 119, scope: !287)
!300 = !DILocation(line: 120, scope: !301)
!301 = distinct !DILexicalBlock(scope: !111, file: !3, line: 119)
!302 = !DILocation(line: 0, scope: !111)
!303 = !DILocation(line: 121, scope: !301)
!304 = !DILocation(line: 116, scope: !112)
!305 = distinct !{!305, !247, !306, !267}
!306 = !DILocation(line: 122, scope: !109)
!307 = !DILocation(line: 125, scope: !86)
!308 = !DILocation(line: 126, scope: !86)
!309 = !DILocation(line: 0, scope: !310, inlinedAt: !322)
!310 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !250, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !311)
!311 = !{!312, !313, !314, !316, !318, !319, !321}
!312 = !DILocalVariable(name: "depth", arg: 1, scope: !310, file: !3, line: 63, type: !10)
!313 = !DILocalVariable(name: "s1", scope: !310, file: !3, line: 64, type: !20)
!314 = !DILocalVariable(name: "s2", scope: !315, file: !3, line: 66, type: !20)
!315 = distinct !DILexicalBlock(scope: !310, file: !3, line: 65)
!316 = !DILocalVariable(name: "s3", scope: !317, file: !3, line: 68, type: !20)
!317 = distinct !DILexicalBlock(scope: !315, file: !3, line: 67)
!318 = !DILocalVariable(name: "d", scope: !315, file: !3, line: 70, type: !10)
!319 = !DILocalVariable(name: "s4", scope: !320, file: !3, line: 71, type: !20)
!320 = distinct !DILexicalBlock(scope: !315, file: !3, line: 70)
!321 = !DILocalVariable(name: "d", scope: !310, file: !3, line: 75, type: !10)
!322 = distinct !DILocation(line: 124, scope: !323)
!323 = distinct !DILexicalBlock(scope: !115, file: !3, line: 124)
!324 = !DILocation(line: 0, scope: !315, inlinedAt: !322)
!325 = !DILocation(line: 0, scope: !317, inlinedAt: !322)
!326 = !DILocation(line: 69, scope: !317, inlinedAt: !322)
!327 = !DILocation(line: 69, scope: !328, inlinedAt: !322)
!328 = distinct !DILexicalBlock(scope: !317, file: !3, line: 69)
!329 = !DILocalVariable(name: "this", arg: 1, scope: !330, type: !332, flags: DIFlagArtificial | DIFlagObjectPointer)
!330 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QEAA@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !331)
!331 = !{!329}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!333 = !DILocation(line: 0, scope: !330, inlinedAt: !334)
!334 = distinct !DILocation(line: 70, scope: !317, inlinedAt: !322)
!335 = !DILocation(line: 60, scope: !336, inlinedAt: !334)
!336 = distinct !DILexicalBlock(scope: !330, file: !3, line: 60)
!337 = !DILocation(line: 75, scope: !315, inlinedAt: !322)
!338 = !DILocation(line: 70, scope: !317, inlinedAt: !322)
!339 = !DILocation(line: 0, scope: !330, inlinedAt: !340)
!340 = distinct !DILocation(line: 70, scope: !317, inlinedAt: !322)
!341 = !DILocation(line: 60, scope: !336, inlinedAt: !340)
!342 = !DILocation(line: 0, scope: !320, inlinedAt: !322)
!343 = !DILocation(line: 72, scope: !320, inlinedAt: !322)
!344 = !DILocation(line: 72, scope: !345, inlinedAt: !322)
!345 = distinct !DILexicalBlock(scope: !320, file: !3, line: 72)
!346 = !DILocation(line: 0, scope: !330, inlinedAt: !347)
!347 = distinct !DILocation(line: 74, scope: !320, inlinedAt: !322)
!348 = !DILocation(line: 60, scope: !336, inlinedAt: !347)
!349 = !DILocation(line: 74, scope: !320, inlinedAt: !322)
!350 = !DILocation(line: 0, scope: !330, inlinedAt: !351)
!351 = distinct !DILocation(line: 74, scope: !320, inlinedAt: !322)
!352 = !DILocation(line: 60, scope: !336, inlinedAt: !351)
!353 = !DILocation(line: 0, scope: !330, inlinedAt: !354)
!354 = distinct !DILocation(line: 75, scope: !315, inlinedAt: !322)
!355 = !DILocation(line: 60, scope: !336, inlinedAt: !354)
!356 = !DILocation(line: 0, scope: !330, inlinedAt: !357)
!357 = distinct !DILocation(line: 75, scope: !315, inlinedAt: !322)
!358 = !DILocation(line: 60, scope: !336, inlinedAt: !357)
!359 = !DILocation(line: 76, scope: !360, inlinedAt: !322)
!360 = distinct !DILexicalBlock(scope: !310, file: !3, line: 75)
!361 = !DILocation(line: 77, scope: !360, inlinedAt: !322)
!362 = !DILocation(line: 79, scope: !310, inlinedAt: !322)
!363 = !DILocation(line: 0, scope: !330, inlinedAt: !364)
!364 = distinct !DILocation(line: 79, scope: !310, inlinedAt: !322)
!365 = !DILocation(line: 60, scope: !336, inlinedAt: !364)
!366 = !DILocation(line: 0, scope: !330, inlinedAt: !367)
!367 = distinct !DILocation(line: 79, scope: !310, inlinedAt: !322)
!368 = !DILocation(line: 60, scope: !336, inlinedAt: !367)
!369 = !DILocation(line: 124, scope: !323)
!370 = distinct !{!370, !271, !271, !267}
!371 = !DILocation(line: 0, scope: !154)
!372 = !DILocation(line: 31, scope: !159)
!373 = !DILocation(line: 31, scope: !154)
