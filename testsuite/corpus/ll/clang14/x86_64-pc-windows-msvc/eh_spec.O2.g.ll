; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@dtors = internal unnamed_addr global i32 0, align 4, !dbg !38
@ctors = internal unnamed_addr global i32 0, align 4, !dbg !40
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 1
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 1
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 1
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 1
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 1
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 1
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 1
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 1
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
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 !dbg !48 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !54, metadata !DIExpression()), !dbg !55
  %2 = load i32, i32* @allocs, align 4, !dbg !56, !tbaa !57
  %3 = add nsw i32 %2, 1, !dbg !56
  store i32 %3, i32* @allocs, align 4, !dbg !56, !tbaa !57
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !56
  ret i8* %4, !dbg !56
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 !dbg !61 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !63, metadata !DIExpression()), !dbg !64
  %2 = load i32, i32* @allocs, align 4, !dbg !65, !tbaa !57
  %3 = add nsw i32 %2, 1, !dbg !65
  store i32 %3, i32* @allocs, align 4, !dbg !65, !tbaa !57
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !65
  ret i8* %4, !dbg !65
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) local_unnamed_addr #2 !dbg !66 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !70, metadata !DIExpression()), !dbg !71
  %2 = icmp eq i8* %0, null, !dbg !72
  br i1 %2, label %6, label %3, !dbg !72

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !dbg !73, !tbaa !57
  %5 = add nsw i32 %4, 1, !dbg !73
  store i32 %5, i32* @frees, align 4, !dbg !73, !tbaa !57
  br label %6, !dbg !73

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !72
  ret void, !dbg !72
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @"??_V@YAXPEAX@Z"(i8* noundef %0) local_unnamed_addr #2 !dbg !75 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !77, metadata !DIExpression()), !dbg !78
  %2 = icmp eq i8* %0, null, !dbg !79
  br i1 %2, label %6, label %3, !dbg !79

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !dbg !80, !tbaa !57
  %5 = add nsw i32 %4, 1, !dbg !80
  store i32 %5, i32* @frees, align 4, !dbg !80, !tbaa !57
  br label %6, !dbg !80

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !79
  ret void, !dbg !79
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !82 {
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
  call void @llvm.dbg.value(metadata i64 4, metadata !54, metadata !DIExpression()) #9, !dbg !112
  %19 = load i32, i32* @allocs, align 4, !dbg !114, !tbaa !57
  %20 = add nsw i32 %19, 1, !dbg !114
  store i32 %20, i32* @allocs, align 4, !dbg !114, !tbaa !57
  %21 = bitcast i8** %14 to i8*, !dbg !115
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21), !dbg !115
  call void @llvm.dbg.value(metadata i32 13, metadata !118, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !119, metadata !DIExpression()), !dbg !115
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HIAMJGNH@unlucky?$AA@", i64 0, i64 0), i8** %14, align 8, !dbg !121, !tbaa !124
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TIC2PEAD) #10
          to label %22 unwind label %23, !dbg !121

22:                                               ; preds = %0
  unreachable, !dbg !121

23:                                               ; preds = %0
  %24 = cleanuppad within none [], !dbg !126
  call void @llvm.dbg.value(metadata i8* undef, metadata !70, metadata !DIExpression()) #9, !dbg !127
  %25 = load i32, i32* @frees, align 4, !dbg !129, !tbaa !57
  %26 = add nsw i32 %25, 1, !dbg !129
  store i32 %26, i32* @frees, align 4, !dbg !129, !tbaa !57
  cleanupret from %24 unwind label %27, !dbg !126

27:                                               ; preds = %23
  %28 = catchswitch within none [label %29] unwind to caller, !dbg !130

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %15], !dbg !130
  %31 = load i32, i32* @frees, align 4, !dbg !131, !tbaa !57
  %32 = load i32, i32* @allocs, align 4, !dbg !131, !tbaa !57
  %33 = load i8*, i8** %15, align 8, !dbg !131, !tbaa !124
  call void @llvm.dbg.value(metadata i8* %33, metadata !89, metadata !DIExpression()), !dbg !133
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %33, i32 noundef %32, i32 noundef %31) [ "funclet"(token %30) ], !dbg !131
  catchret from %30 to label %35, !dbg !134

35:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i64 28, metadata !63, metadata !DIExpression()) #9, !dbg !135
  %36 = load i32, i32* @allocs, align 4, !dbg !137, !tbaa !57
  %37 = add nsw i32 %36, 1, !dbg !137
  store i32 %37, i32* @allocs, align 4, !dbg !137, !tbaa !57
  %38 = bitcast i32* %13 to i8*
  %39 = load i32, i32* @ctors, align 4, !tbaa !57
  call void @llvm.dbg.value(metadata i8* poison, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8* poison, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38), !dbg !141
  call void @llvm.dbg.value(metadata i8* poison, metadata !138, metadata !DIExpression()), !dbg !141
  %40 = add nsw i32 %39, 3, !dbg !143
  store i32 %40, i32* @ctors, align 4, !dbg !143, !tbaa !57
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38), !dbg !145
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38), !dbg !141
  call void @llvm.dbg.value(metadata i8* poison, metadata !138, metadata !DIExpression()), !dbg !141
  store i32 -1, i32* @"?budget@Fragile@@2HA", align 4, !dbg !141, !tbaa !57
  store i32 -1, i32* %13, align 4, !dbg !146, !tbaa !57
  invoke void @_CxxThrowException(i8* nonnull %38, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %41 unwind label %42, !dbg !146

41:                                               ; preds = %35
  unreachable, !dbg !146

42:                                               ; preds = %35
  %43 = cleanuppad within none [], !dbg !148
  call void @llvm.dbg.value(metadata i8* poison, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8* poison, metadata !138, metadata !DIExpression()), !dbg !141
  %44 = load i32, i32* @dtors, align 4, !tbaa !57
  call void @llvm.dbg.value(metadata i32 undef, metadata !149, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !152
  %45 = add i32 %44, 3, !dbg !148
  store i32 %45, i32* @dtors, align 4, !dbg !154, !tbaa !57
  call void @llvm.dbg.value(metadata i8* undef, metadata !77, metadata !DIExpression()) #9, !dbg !156
  %46 = load i32, i32* @frees, align 4, !dbg !158, !tbaa !57
  %47 = add nsw i32 %46, 1, !dbg !158
  store i32 %47, i32* @frees, align 4, !dbg !158, !tbaa !57
  cleanupret from %43 unwind label %48, !dbg !148

48:                                               ; preds = %42
  %49 = catchswitch within none [label %50] unwind to caller, !dbg !159

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %16], !dbg !159
  %52 = load i32, i32* @frees, align 4, !dbg !160, !tbaa !57
  %53 = load i32, i32* @dtors, align 4, !dbg !160, !tbaa !57
  %54 = load i32, i32* @ctors, align 4, !dbg !160, !tbaa !57
  %55 = load i32, i32* %16, align 4, !dbg !160, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %55, metadata !92, metadata !DIExpression()), !dbg !133
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i64 0, i64 0), i32 noundef %55, i32 noundef %54, i32 noundef %53, i32 noundef %52) [ "funclet"(token %51) ], !dbg !160
  catchret from %51 to label %57, !dbg !162

57:                                               ; preds = %50
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !163
  %58 = bitcast i32* %6 to i8*
  br label %102, !dbg !164

59:                                               ; preds = %115
  call void @llvm.dbg.value(metadata i32 %116, metadata !93, metadata !DIExpression()), !dbg !133
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %116, i32 noundef 2, i32 noundef 0), !dbg !165
  %61 = bitcast i32* %12 to i8*, !dbg !166
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %61), !dbg !166
  call void @llvm.dbg.value(metadata i32 1, metadata !174, metadata !DIExpression()), !dbg !166
  %62 = bitcast i16* %11 to i8*, !dbg !180
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %62), !dbg !180
  call void @llvm.dbg.value(metadata i32 1, metadata !183, metadata !DIExpression()), !dbg !180
  store i16 1, i16* %11, align 2, !dbg !186, !tbaa !187
  invoke void @_CxxThrowException(i8* nonnull %62, %eh.ThrowInfo* nonnull @_TI1F) #10
          to label %63 unwind label %64, !dbg !186

63:                                               ; preds = %59
  unreachable, !dbg !186

64:                                               ; preds = %59
  %65 = catchswitch within none [label %66, label %69] unwind to caller, !dbg !189

66:                                               ; preds = %64
  %67 = catchpad within %65 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12], !dbg !189
  %68 = load i32, i32* %12, align 4, !dbg !190, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %68, metadata !176, metadata !DIExpression()), !dbg !166
  catchret from %67 to label %71, !dbg !192

69:                                               ; preds = %64
  %70 = catchpad within %65 [i8* null, i32 64, i8* null], !dbg !189
  catchret from %70 to label %71, !dbg !193

71:                                               ; preds = %66, %69
  %72 = phi i32 [ %68, %66 ], [ -1, %69 ], !dbg !166
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %61), !dbg !195
  %73 = bitcast i64* %10 to i8*, !dbg !196
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %73), !dbg !196
  call void @llvm.dbg.value(metadata i32 3, metadata !199, metadata !DIExpression()), !dbg !196
  %74 = bitcast i64* %9 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %74), !dbg !205
  call void @llvm.dbg.value(metadata i32 3, metadata !208, metadata !DIExpression()), !dbg !205
  store i64 3000, i64* %9, align 8, !dbg !211, !tbaa !212
  invoke void @_CxxThrowException(i8* nonnull %74, %eh.ThrowInfo* nonnull @_TI1_J) #10
          to label %75 unwind label %76, !dbg !211

75:                                               ; preds = %71
  unreachable, !dbg !211

76:                                               ; preds = %71
  %77 = catchswitch within none [label %78, label %82] unwind to caller, !dbg !214

78:                                               ; preds = %76
  %79 = catchpad within %77 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %10], !dbg !214
  %80 = load i64, i64* %10, align 8, !dbg !215, !tbaa !212
  call void @llvm.dbg.value(metadata i64 %80, metadata !201, metadata !DIExpression()), !dbg !196
  %81 = trunc i64 %80 to i32, !dbg !215
  catchret from %79 to label %84, !dbg !217

82:                                               ; preds = %76
  %83 = catchpad within %77 [i8* null, i32 64, i8* null], !dbg !214
  catchret from %83 to label %84, !dbg !218

84:                                               ; preds = %78, %82
  %85 = phi i32 [ %81, %78 ], [ -1, %82 ], !dbg !196
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73), !dbg !220
  %86 = bitcast i16* %8 to i8*, !dbg !221
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %86), !dbg !221
  call void @llvm.dbg.value(metadata i32 7, metadata !224, metadata !DIExpression()), !dbg !221
  %87 = bitcast i16* %7 to i8*, !dbg !230
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %87), !dbg !230
  call void @llvm.dbg.value(metadata i32 7, metadata !183, metadata !DIExpression()), !dbg !230
  store i16 7, i16* %7, align 2, !dbg !233, !tbaa !187
  invoke void @_CxxThrowException(i8* nonnull %87, %eh.ThrowInfo* nonnull @_TI1F) #10
          to label %88 unwind label %89, !dbg !233

88:                                               ; preds = %84
  unreachable, !dbg !233

89:                                               ; preds = %84
  %90 = catchswitch within none [label %91, label %95] unwind to caller, !dbg !234

91:                                               ; preds = %89
  %92 = catchpad within %90 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %8], !dbg !234
  %93 = load i16, i16* %8, align 2, !dbg !235, !tbaa !187
  call void @llvm.dbg.value(metadata i16 %93, metadata !226, metadata !DIExpression()), !dbg !221
  %94 = sext i16 %93 to i32, !dbg !235
  catchret from %92 to label %97, !dbg !237

95:                                               ; preds = %89
  %96 = catchpad within %90 [i8* null, i32 64, i8* null], !dbg !234
  catchret from %96 to label %97, !dbg !238

97:                                               ; preds = %91, %95
  %98 = phi i32 [ %94, %91 ], [ -1, %95 ], !dbg !221
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %86), !dbg !240
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i64 0, i64 0), i32 noundef %98, i32 noundef %85, i32 noundef %72), !dbg !241
  call void @llvm.dbg.value(metadata i32* undef, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !242
  %100 = bitcast %struct.Fragile* %5 to i8*
  %101 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i64 0, i32 0
  br label %126, !dbg !243

102:                                              ; preds = %57, %115
  %103 = phi i32 [ 0, %57 ], [ %117, %115 ]
  %104 = phi i32 [ 0, %57 ], [ %116, %115 ]
  call void @llvm.dbg.value(metadata i32 %103, metadata !94, metadata !DIExpression()), !dbg !163
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %58), !dbg !244
  call void @llvm.dbg.value(metadata i32 %103, metadata !249, metadata !DIExpression()), !dbg !244
  %105 = icmp ugt i32 %103, 2, !dbg !252
  br i1 %105, label %106, label %119, !dbg !252

106:                                              ; preds = %102
  %107 = shl nuw nsw i32 %103, 1, !dbg !253
  store i32 %107, i32* %6, align 4, !dbg !253, !tbaa !57
  invoke void @_CxxThrowException(i8* nonnull %58, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %108 unwind label %109, !dbg !253

108:                                              ; preds = %106
  unreachable, !dbg !253

109:                                              ; preds = %106
  %110 = catchswitch within none [label %111] unwind to caller, !dbg !255

111:                                              ; preds = %109
  %112 = catchpad within %110 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %17], !dbg !255
  %113 = load i32, i32* %17, align 4, !dbg !256, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %113, metadata !96, metadata !DIExpression()), !dbg !258
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %113) [ "funclet"(token %112) ], !dbg !256
  catchret from %112 to label %115, !dbg !259

115:                                              ; preds = %119, %111
  %116 = phi i32 [ %104, %111 ], [ %120, %119 ], !dbg !133
  %117 = add nuw nsw i32 %103, 1, !dbg !260
  call void @llvm.dbg.value(metadata i32 %117, metadata !94, metadata !DIExpression()), !dbg !163
  %118 = icmp eq i32 %117, 5, !dbg !164
  br i1 %118, label %59, label %102, !dbg !164, !llvm.loop !261

119:                                              ; preds = %102
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %58), !dbg !264
  call void @llvm.dbg.value(metadata i32 %104, metadata !93, metadata !DIExpression()), !dbg !133
  %120 = add nsw i32 %103, %104, !dbg !265
  call void @llvm.dbg.value(metadata i32 %120, metadata !93, metadata !DIExpression()), !dbg !133
  br label %115, !dbg !255

121:                                              ; preds = %146
  %122 = bitcast i32* %1 to i8*
  %123 = bitcast i32* %2 to i8*
  %124 = bitcast i32* %3 to i8*
  %125 = bitcast i32* %4 to i8*
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !266
  br label %156, !dbg !267

126:                                              ; preds = %97, %146
  %127 = phi i32 [ 0, %97 ], [ %148, %146 ]
  %128 = phi i32 [ %116, %97 ], [ %147, %146 ]
  call void @llvm.dbg.value(metadata i32 %127, metadata !104, metadata !DIExpression()), !dbg !242
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %100), !dbg !268
  call void @llvm.dbg.value(metadata i32 %127, metadata !279, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !280, metadata !DIExpression()), !dbg !268
  %129 = and i32 %127, 1, !dbg !284
  %130 = icmp eq i32 %129, 0, !dbg !284
  br i1 %130, label %136, label %131, !dbg !284

131:                                              ; preds = %126
  %132 = mul nuw nsw i32 %127, 3, !dbg !285
  call void @llvm.dbg.value(metadata i32 %132, metadata !118, metadata !DIExpression()), !dbg !287
  call void @llvm.dbg.value(metadata %struct.Fragile* %5, metadata !119, metadata !DIExpression()), !dbg !287
  store i32 %132, i32* %101, align 4, !dbg !289, !tbaa !290
  %133 = load i32, i32* @ctors, align 4, !dbg !292, !tbaa !57
  %134 = add nsw i32 %133, 1, !dbg !292
  store i32 %134, i32* @ctors, align 4, !dbg !292, !tbaa !57
  invoke void @_CxxThrowException(i8* nonnull %100, %eh.ThrowInfo* nonnull @"_TI1?AUFragile@@") #10
          to label %135 unwind label %138, !dbg !285

135:                                              ; preds = %131
  unreachable, !dbg !285

136:                                              ; preds = %126
  %137 = add nsw i32 %127, %128, !dbg !293
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %100), !dbg !294
  br label %146, !dbg !294

138:                                              ; preds = %131
  %139 = catchswitch within none [label %140] unwind to caller, !dbg !295

140:                                              ; preds = %138
  %141 = catchpad within %139 [%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8", i32 8, %struct.Fragile** %18], !dbg !295
  %142 = load %struct.Fragile*, %struct.Fragile** %18, align 8, !dbg !296, !tbaa !124
  call void @llvm.dbg.value(metadata %struct.Fragile* %142, metadata !106, metadata !DIExpression()), !dbg !298
  %143 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %142, i64 0, i32 0, !dbg !296
  %144 = load i32, i32* %143, align 4, !dbg !296, !tbaa !290
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %144) [ "funclet"(token %141) ], !dbg !296
  catchret from %141 to label %146, !dbg !299

146:                                              ; preds = %136, %140
  %147 = phi i32 [ %137, %136 ], [ %128, %140 ], !dbg !133
  %148 = add nuw nsw i32 %127, 1, !dbg !300
  call void @llvm.dbg.value(metadata i32 %148, metadata !104, metadata !DIExpression()), !dbg !242
  %149 = icmp eq i32 %148, 4, !dbg !243
  br i1 %149, label %121, label %126, !dbg !243, !llvm.loop !301

150:                                              ; preds = %194
  call void @llvm.dbg.value(metadata i32 %147, metadata !93, metadata !DIExpression()), !dbg !133
  %151 = load i32, i32* @dtors, align 4, !dbg !303, !tbaa !57
  %152 = load i32, i32* @ctors, align 4, !dbg !303, !tbaa !57
  %153 = load i32, i32* @frees, align 4, !dbg !303, !tbaa !57
  %154 = load i32, i32* @allocs, align 4, !dbg !303, !tbaa !57
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i64 0, i64 0), i32 noundef %154, i32 noundef %153, i32 noundef %152, i32 noundef %151, i32 noundef %147), !dbg !303
  ret i32 0, !dbg !304

156:                                              ; preds = %121, %194
  %157 = phi i32 [ 0, %121 ], [ %198, %194 ]
  call void @llvm.dbg.value(metadata i32 %157, metadata !110, metadata !DIExpression()), !dbg !266
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %122), !dbg !305
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %123), !dbg !305
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %124), !dbg !305
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %125), !dbg !305
  call void @llvm.dbg.value(metadata i32 %157, metadata !308, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0), metadata !309, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0), metadata !310, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0), metadata !312, metadata !DIExpression()), !dbg !321
  %158 = icmp eq i32 %157, 0, !dbg !322
  br i1 %158, label %160, label %159, !dbg !322

159:                                              ; preds = %156
  store i32 %157, i32* %1, align 4, !dbg !323, !tbaa !57
  invoke void @_CxxThrowException(i8* nonnull %122, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %193 unwind label %162, !dbg !323

160:                                              ; preds = %156
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !329
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0)) #9, !dbg !331
  br label %178, !dbg !333

162:                                              ; preds = %159
  %163 = cleanuppad within none [], !dbg !334
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !335
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %163) ], !dbg !337
  cleanupret from %163 unwind label %165, !dbg !334

165:                                              ; preds = %162
  %166 = catchswitch within none [label %167] unwind label %181, !dbg !334

167:                                              ; preds = %165
  %168 = catchpad within %166 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2], !dbg !334
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0), metadata !315, metadata !DIExpression()), !dbg !338
  %169 = load i32, i32* %2, align 4, !dbg !339, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %169, metadata !314, metadata !DIExpression()), !dbg !320
  %170 = icmp sgt i32 %169, 1, !dbg !339
  br i1 %170, label %171, label %173, !dbg !339

171:                                              ; preds = %167
  %172 = add nuw nsw i32 %169, 10, !dbg !340
  store i32 %172, i32* %3, align 4, !dbg !340, !tbaa !57
  invoke void @_CxxThrowException(i8* nonnull %124, %eh.ThrowInfo* nonnull @_TI1H) #10 [ "funclet"(token %168) ]
          to label %193 unwind label %175, !dbg !340

173:                                              ; preds = %167
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !342
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %168) ], !dbg !344
  catchret from %168 to label %178, !dbg !345

175:                                              ; preds = %171
  %176 = cleanuppad within %168 [], !dbg !345
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !346
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %176) ], !dbg !348
  cleanupret from %176 unwind label %181, !dbg !345

178:                                              ; preds = %173, %160
  %179 = phi i32 [ %169, %173 ], [ 0, %160 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !349
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0)) #9, !dbg !351
  br label %194

181:                                              ; preds = %175, %165
  %182 = cleanuppad within none [], !dbg !333
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !352
  %183 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %182) ], !dbg !354
  cleanupret from %182 unwind label %184, !dbg !333

184:                                              ; preds = %181
  %185 = catchswitch within none [label %186] unwind label %190, !dbg !333

186:                                              ; preds = %184
  %187 = catchpad within %185 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4], !dbg !333
  %188 = load i32, i32* %4, align 4, !dbg !355, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %188, metadata !317, metadata !DIExpression()), !dbg !305
  %189 = mul nsw i32 %188, 100, !dbg !355
  catchret from %187 to label %194, !dbg !357

190:                                              ; preds = %184
  %191 = cleanuppad within none [], !dbg !358
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !359
  %192 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0)) #9 [ "funclet"(token %191) ], !dbg !361
  cleanupret from %191 unwind to caller, !dbg !358

193:                                              ; preds = %171, %159
  unreachable

194:                                              ; preds = %178, %186
  %195 = phi i32 [ %189, %186 ], [ %179, %178 ], !dbg !305
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !325, metadata !DIExpression()) #9, !dbg !362
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0)) #9, !dbg !364
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %122), !dbg !358
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %123), !dbg !358
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %124), !dbg !358
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %125), !dbg !358
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %157, i32 noundef %195), !dbg !365
  %198 = add nuw nsw i32 %157, 1, !dbg !365
  call void @llvm.dbg.value(metadata i32 %198, metadata !110, metadata !DIExpression()), !dbg !266
  %199 = icmp eq i32 %198, 3, !dbg !267
  br i1 %199, label %150, label %156, !dbg !267, !llvm.loop !366
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !150 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !149, metadata !DIExpression()), !dbg !367
  %2 = load i32, i32* @dtors, align 4, !dbg !368, !tbaa !57
  %3 = add nsw i32 %2, 1, !dbg !368
  store i32 %3, i32* @dtors, align 4, !dbg !368, !tbaa !57
  ret void, !dbg !369
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46}
!llvm.ident = !{!47}

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
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 1}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 15, type: !49, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !52}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!54}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !3, line: 15, type: !52)
!55 = !DILocation(line: 0, scope: !48)
!56 = !DILocation(line: 15, scope: !48)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C++ TBAA"}
!61 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPEAX_K@Z", scope: !3, file: !3, line: 16, type: !49, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!62 = !{!63}
!63 = !DILocalVariable(name: "n", arg: 1, scope: !61, file: !3, line: 16, type: !52)
!64 = !DILocation(line: 0, scope: !61)
!65 = !DILocation(line: 16, scope: !61)
!66 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 17, type: !67, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !51}
!69 = !{!70}
!70 = !DILocalVariable(name: "p", arg: 1, scope: !66, file: !3, line: 17, type: !51)
!71 = !DILocation(line: 0, scope: !66)
!72 = !DILocation(line: 17, scope: !66)
!73 = !DILocation(line: 17, scope: !74)
!74 = distinct !DILexicalBlock(scope: !66, file: !3, line: 17)
!75 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPEAX@Z", scope: !3, file: !3, line: 18, type: !67, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!76 = !{!77}
!77 = !DILocalVariable(name: "p", arg: 1, scope: !75, file: !3, line: 18, type: !51)
!78 = !DILocation(line: 0, scope: !75)
!79 = !DILocation(line: 18, scope: !75)
!80 = !DILocation(line: 18, scope: !81)
!81 = distinct !DILexicalBlock(scope: !75, file: !3, line: 18)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !83, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!10}
!85 = !{!86, !89, !90, !92, !93, !94, !96, !99, !104, !106, !110}
!86 = !DILocalVariable(name: "f", scope: !87, file: !3, line: 84, type: !88)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 83)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!89 = !DILocalVariable(name: "msg", scope: !82, file: !3, line: 86, type: !23)
!90 = !DILocalVariable(name: "arr", scope: !91, file: !3, line: 93, type: !88)
!91 = distinct !DILexicalBlock(scope: !82, file: !3, line: 92)
!92 = !DILocalVariable(name: "b", scope: !82, file: !3, line: 95, type: !10)
!93 = !DILocalVariable(name: "ok", scope: !82, file: !3, line: 99, type: !10)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 100, type: !10)
!95 = distinct !DILexicalBlock(scope: !82, file: !3, line: 100)
!96 = !DILocalVariable(name: "e", scope: !97, file: !3, line: 103, type: !10)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 100)
!98 = distinct !DILexicalBlock(scope: !95, file: !3, line: 100)
!99 = !DILocalVariable(name: "thrower", scope: !82, file: !3, line: 112, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !82, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !101, identifier: ".?AV<lambda_0>@?0??main@@9@")
!101 = !{!102}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !100, file: !3, line: 112, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!104 = !DILocalVariable(name: "k", scope: !105, file: !3, line: 116, type: !10)
!105 = distinct !DILexicalBlock(scope: !82, file: !3, line: 116)
!106 = !DILocalVariable(name: "f", scope: !107, file: !3, line: 119, type: !109)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 116)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 116)
!109 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!110 = !DILocalVariable(name: "d", scope: !111, file: !3, line: 124, type: !10)
!111 = distinct !DILexicalBlock(scope: !82, file: !3, line: 124)
!112 = !DILocation(line: 0, scope: !48, inlinedAt: !113)
!113 = distinct !DILocation(line: 84, scope: !87)
!114 = !DILocation(line: 15, scope: !48, inlinedAt: !113)
!115 = !DILocation(line: 0, scope: !116, inlinedAt: !120)
!116 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !117)
!117 = !{!118, !119}
!118 = !DILocalVariable(name: "x", arg: 2, scope: !116, file: !3, line: 27, type: !10)
!119 = !DILocalVariable(name: "this", arg: 1, scope: !116, type: !88, flags: DIFlagArtificial | DIFlagObjectPointer)
!120 = distinct !DILocation(line: 84, scope: !87)
!121 = !DILocation(line: 28, scope: !122, inlinedAt: !120)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 28)
!123 = distinct !DILexicalBlock(scope: !116, file: !3, line: 27)
!124 = !{!125, !125, i64 0}
!125 = !{!"any pointer", !59, i64 0}
!126 = !DILocation(line: 84, scope: !87)
!127 = !DILocation(line: 0, scope: !66, inlinedAt: !128)
!128 = distinct !DILocation(line: 84, scope: !87)
!129 = !DILocation(line: 17, scope: !74, inlinedAt: !128)
!130 = !DILocation(line: 86, scope: !87)
!131 = !DILocation(line: 87, scope: !132)
!132 = distinct !DILexicalBlock(scope: !82, file: !3, line: 86)
!133 = !DILocation(line: 0, scope: !82)
!134 = !DILocation(line: 88, scope: !132)
!135 = !DILocation(line: 0, scope: !61, inlinedAt: !136)
!136 = distinct !DILocation(line: 93, scope: !91)
!137 = !DILocation(line: 16, scope: !61, inlinedAt: !136)
!138 = !DILocalVariable(name: "this", arg: 1, scope: !139, type: !88, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !140)
!140 = !{!138}
!141 = !DILocation(line: 0, scope: !139, inlinedAt: !142)
!142 = distinct !DILocation(line: 93, scope: !91)
!143 = !DILocation(line: 25, scope: !144, inlinedAt: !142)
!144 = distinct !DILexicalBlock(scope: !139, file: !3, line: 23)
!145 = !DILocation(line: 26, scope: !139, inlinedAt: !142)
!146 = !DILocation(line: 24, scope: !147, inlinedAt: !142)
!147 = distinct !DILexicalBlock(scope: !144, file: !3, line: 24)
!148 = !DILocation(line: 93, scope: !91)
!149 = !DILocalVariable(name: "this", arg: 1, scope: !150, type: !88, flags: DIFlagArtificial | DIFlagObjectPointer)
!150 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QEAA@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !151)
!151 = !{!149}
!152 = !DILocation(line: 0, scope: !150, inlinedAt: !153)
!153 = distinct !DILocation(line: 93, scope: !91)
!154 = !DILocation(line: 31, scope: !155, inlinedAt: !153)
!155 = distinct !DILexicalBlock(scope: !150, file: !3, line: 31)
!156 = !DILocation(line: 0, scope: !75, inlinedAt: !157)
!157 = distinct !DILocation(line: 93, scope: !91)
!158 = !DILocation(line: 18, scope: !81, inlinedAt: !157)
!159 = !DILocation(line: 95, scope: !91)
!160 = !DILocation(line: 96, scope: !161)
!161 = distinct !DILexicalBlock(scope: !82, file: !3, line: 95)
!162 = !DILocation(line: 97, scope: !161)
!163 = !DILocation(line: 0, scope: !95)
!164 = !DILocation(line: 100, scope: !95)
!165 = !DILocation(line: 107, scope: !82)
!166 = !DILocation(line: 0, scope: !167, inlinedAt: !179)
!167 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !168, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !177, retainedNodes: !173)
!168 = !DISubroutineType(types: !169)
!169 = !{!10, !170, !10}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !10}
!173 = !{!174, !175, !176}
!174 = !DILocalVariable(name: "arg", arg: 2, scope: !167, file: !3, line: 43, type: !10)
!175 = !DILocalVariable(name: "f", arg: 1, scope: !167, file: !3, line: 43, type: !170)
!176 = !DILocalVariable(name: "v", scope: !167, file: !3, line: 46, type: !10)
!177 = !{!178}
!178 = !DITemplateTypeParameter(name: "T", type: !10)
!179 = distinct !DILocation(line: 109, scope: !82)
!180 = !DILocation(line: 0, scope: !181, inlinedAt: !184)
!181 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !171, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !182)
!182 = !{!183}
!183 = !DILocalVariable(name: "x", arg: 1, scope: !181, file: !3, line: 54, type: !10)
!184 = distinct !DILocation(line: 45, scope: !185, inlinedAt: !179)
!185 = distinct !DILexicalBlock(scope: !167, file: !3, line: 44)
!186 = !DILocation(line: 54, scope: !181, inlinedAt: !184)
!187 = !{!188, !188, i64 0}
!188 = !{!"short", !59, i64 0}
!189 = !DILocation(line: 46, scope: !185, inlinedAt: !179)
!190 = !DILocation(line: 47, scope: !191, inlinedAt: !179)
!191 = distinct !DILexicalBlock(scope: !167, file: !3, line: 46)
!192 = !DILocation(line: 48, scope: !191, inlinedAt: !179)
!193 = !DILocation(line: 50, scope: !194, inlinedAt: !179)
!194 = distinct !DILexicalBlock(scope: !167, file: !3, line: 48)
!195 = !DILocation(line: 52, scope: !167, inlinedAt: !179)
!196 = !DILocation(line: 0, scope: !197, inlinedAt: !204)
!197 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !168, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !202, retainedNodes: !198)
!198 = !{!199, !200, !201}
!199 = !DILocalVariable(name: "arg", arg: 2, scope: !197, file: !3, line: 43, type: !10)
!200 = !DILocalVariable(name: "f", arg: 1, scope: !197, file: !3, line: 43, type: !170)
!201 = !DILocalVariable(name: "v", scope: !197, file: !3, line: 46, type: !6)
!202 = !{!203}
!203 = !DITemplateTypeParameter(name: "T", type: !6)
!204 = distinct !DILocation(line: 109, scope: !82)
!205 = !DILocation(line: 0, scope: !206, inlinedAt: !209)
!206 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !171, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !207)
!207 = !{!208}
!208 = !DILocalVariable(name: "x", arg: 1, scope: !206, file: !3, line: 55, type: !10)
!209 = distinct !DILocation(line: 45, scope: !210, inlinedAt: !204)
!210 = distinct !DILexicalBlock(scope: !197, file: !3, line: 44)
!211 = !DILocation(line: 55, scope: !206, inlinedAt: !209)
!212 = !{!213, !213, i64 0}
!213 = !{!"long long", !59, i64 0}
!214 = !DILocation(line: 46, scope: !210, inlinedAt: !204)
!215 = !DILocation(line: 47, scope: !216, inlinedAt: !204)
!216 = distinct !DILexicalBlock(scope: !197, file: !3, line: 46)
!217 = !DILocation(line: 48, scope: !216, inlinedAt: !204)
!218 = !DILocation(line: 50, scope: !219, inlinedAt: !204)
!219 = distinct !DILexicalBlock(scope: !197, file: !3, line: 48)
!220 = !DILocation(line: 52, scope: !197, inlinedAt: !204)
!221 = !DILocation(line: 0, scope: !222, inlinedAt: !229)
!222 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !168, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !227, retainedNodes: !223)
!223 = !{!224, !225, !226}
!224 = !DILocalVariable(name: "arg", arg: 2, scope: !222, file: !3, line: 43, type: !10)
!225 = !DILocalVariable(name: "f", arg: 1, scope: !222, file: !3, line: 43, type: !170)
!226 = !DILocalVariable(name: "v", scope: !222, file: !3, line: 46, type: !5)
!227 = !{!228}
!228 = !DITemplateTypeParameter(name: "T", type: !5)
!229 = distinct !DILocation(line: 109, scope: !82)
!230 = !DILocation(line: 0, scope: !181, inlinedAt: !231)
!231 = distinct !DILocation(line: 45, scope: !232, inlinedAt: !229)
!232 = distinct !DILexicalBlock(scope: !222, file: !3, line: 44)
!233 = !DILocation(line: 54, scope: !181, inlinedAt: !231)
!234 = !DILocation(line: 46, scope: !232, inlinedAt: !229)
!235 = !DILocation(line: 47, scope: !236, inlinedAt: !229)
!236 = distinct !DILexicalBlock(scope: !222, file: !3, line: 46)
!237 = !DILocation(line: 48, scope: !236, inlinedAt: !229)
!238 = !DILocation(line: 50, scope: !239, inlinedAt: !229)
!239 = distinct !DILexicalBlock(scope: !222, file: !3, line: 48)
!240 = !DILocation(line: 52, scope: !222, inlinedAt: !229)
!241 = !DILocation(line: 109, scope: !82)
!242 = !DILocation(line: 0, scope: !105)
!243 = !DILocation(line: 116, scope: !105)
!244 = !DILocation(line: 0, scope: !245, inlinedAt: !250)
!245 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !246, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !248)
!246 = !DISubroutineType(types: !247)
!247 = !{!10, !10}
!248 = !{!249}
!249 = !DILocalVariable(name: "x", arg: 1, scope: !245, file: !3, line: 36, type: !10)
!250 = distinct !DILocation(line: 102, scope: !251)
!251 = distinct !DILexicalBlock(scope: !97, file: !3, line: 101)
!252 = !DILocation(line: 37, scope: !245, inlinedAt: !250)
!253 = !DILocation(line: 37, scope: !254, inlinedAt: !250)
!254 = distinct !DILexicalBlock(scope: !245, file: !3, line: 37)
!255 = !DILocation(line: 103, scope: !251)
!256 = !DILocation(line: 104, scope: !257)
!257 = distinct !DILexicalBlock(scope: !97, file: !3, line: 103)
!258 = !DILocation(line: 0, scope: !97)
!259 = !DILocation(line: 105, scope: !257)
!260 = !DILocation(line: 100, scope: !98)
!261 = distinct !{!261, !164, !262, !263}
!262 = !DILocation(line: 106, scope: !95)
!263 = !{!"llvm.loop.mustprogress"}
!264 = !DILocation(line: 38, scope: !245, inlinedAt: !250)
!265 = !DILocation(line: 102, scope: !251)
!266 = !DILocation(line: 0, scope: !111)
!267 = !DILocation(line: 124, scope: !111)
!268 = !DILocation(line: 0, scope: !269, inlinedAt: !282)
!269 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !100, file: !3, line: 112, type: !270, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !274, retainedNodes: !278)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !272, !10}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!274 = !DISubprogram(name: "operator()", scope: !100, file: !3, line: 112, type: !275, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !272, !10}
!277 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!278 = !{!279, !280}
!279 = !DILocalVariable(name: "k", arg: 2, scope: !269, file: !3, line: 112, type: !10)
!280 = !DILocalVariable(name: "this", arg: 1, scope: !269, type: !281, flags: DIFlagArtificial | DIFlagObjectPointer)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!282 = distinct !DILocation(line: 118, scope: !283)
!283 = distinct !DILexicalBlock(scope: !107, file: !3, line: 117)
!284 = !DILocation(line: 113, scope: !269, inlinedAt: !282)
!285 = !DILocation(line: 113, scope: !286, inlinedAt: !282)
!286 = distinct !DILexicalBlock(scope: !269, file: !3, line: 113)
!287 = !DILocation(line: 0, scope: !116, inlinedAt: !288)
!288 = distinct !DILocation(line: 113, scope: !286, inlinedAt: !282)
!289 = !DILocation(line: 27, scope: !116, inlinedAt: !288)
!290 = !{!291, !58, i64 0}
!291 = !{!"?AUFragile@@", !58, i64 0}
!292 = !DILocation(line: 29, scope: !123, inlinedAt: !288)
!293 = !DILocation(line: 114, scope: !269, inlinedAt: !282)
!294 = !DILocation(line: 115, scope: !269, inlinedAt: !282)
!295 = !DILocation(line: 119, scope: !283)
!296 = !DILocation(line: 120, scope: !297)
!297 = distinct !DILexicalBlock(scope: !107, file: !3, line: 119)
!298 = !DILocation(line: 0, scope: !107)
!299 = !DILocation(line: 121, scope: !297)
!300 = !DILocation(line: 116, scope: !108)
!301 = distinct !{!301, !243, !302, !263}
!302 = !DILocation(line: 122, scope: !105)
!303 = !DILocation(line: 125, scope: !82)
!304 = !DILocation(line: 126, scope: !82)
!305 = !DILocation(line: 0, scope: !306, inlinedAt: !318)
!306 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !246, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!307 = !{!308, !309, !310, !312, !314, !315, !317}
!308 = !DILocalVariable(name: "depth", arg: 1, scope: !306, file: !3, line: 63, type: !10)
!309 = !DILocalVariable(name: "s1", scope: !306, file: !3, line: 64, type: !20)
!310 = !DILocalVariable(name: "s2", scope: !311, file: !3, line: 66, type: !20)
!311 = distinct !DILexicalBlock(scope: !306, file: !3, line: 65)
!312 = !DILocalVariable(name: "s3", scope: !313, file: !3, line: 68, type: !20)
!313 = distinct !DILexicalBlock(scope: !311, file: !3, line: 67)
!314 = !DILocalVariable(name: "d", scope: !311, file: !3, line: 70, type: !10)
!315 = !DILocalVariable(name: "s4", scope: !316, file: !3, line: 71, type: !20)
!316 = distinct !DILexicalBlock(scope: !311, file: !3, line: 70)
!317 = !DILocalVariable(name: "d", scope: !306, file: !3, line: 75, type: !10)
!318 = distinct !DILocation(line: 124, scope: !319)
!319 = distinct !DILexicalBlock(scope: !111, file: !3, line: 124)
!320 = !DILocation(line: 0, scope: !311, inlinedAt: !318)
!321 = !DILocation(line: 0, scope: !313, inlinedAt: !318)
!322 = !DILocation(line: 69, scope: !313, inlinedAt: !318)
!323 = !DILocation(line: 69, scope: !324, inlinedAt: !318)
!324 = distinct !DILexicalBlock(scope: !313, file: !3, line: 69)
!325 = !DILocalVariable(name: "this", arg: 1, scope: !326, type: !328, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QEAA@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !327)
!327 = !{!325}
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!329 = !DILocation(line: 0, scope: !326, inlinedAt: !330)
!330 = distinct !DILocation(line: 70, scope: !313, inlinedAt: !318)
!331 = !DILocation(line: 60, scope: !332, inlinedAt: !330)
!332 = distinct !DILexicalBlock(scope: !326, file: !3, line: 60)
!333 = !DILocation(line: 75, scope: !311, inlinedAt: !318)
!334 = !DILocation(line: 70, scope: !313, inlinedAt: !318)
!335 = !DILocation(line: 0, scope: !326, inlinedAt: !336)
!336 = distinct !DILocation(line: 70, scope: !313, inlinedAt: !318)
!337 = !DILocation(line: 60, scope: !332, inlinedAt: !336)
!338 = !DILocation(line: 0, scope: !316, inlinedAt: !318)
!339 = !DILocation(line: 72, scope: !316, inlinedAt: !318)
!340 = !DILocation(line: 72, scope: !341, inlinedAt: !318)
!341 = distinct !DILexicalBlock(scope: !316, file: !3, line: 72)
!342 = !DILocation(line: 0, scope: !326, inlinedAt: !343)
!343 = distinct !DILocation(line: 74, scope: !316, inlinedAt: !318)
!344 = !DILocation(line: 60, scope: !332, inlinedAt: !343)
!345 = !DILocation(line: 74, scope: !316, inlinedAt: !318)
!346 = !DILocation(line: 0, scope: !326, inlinedAt: !347)
!347 = distinct !DILocation(line: 74, scope: !316, inlinedAt: !318)
!348 = !DILocation(line: 60, scope: !332, inlinedAt: !347)
!349 = !DILocation(line: 0, scope: !326, inlinedAt: !350)
!350 = distinct !DILocation(line: 75, scope: !311, inlinedAt: !318)
!351 = !DILocation(line: 60, scope: !332, inlinedAt: !350)
!352 = !DILocation(line: 0, scope: !326, inlinedAt: !353)
!353 = distinct !DILocation(line: 75, scope: !311, inlinedAt: !318)
!354 = !DILocation(line: 60, scope: !332, inlinedAt: !353)
!355 = !DILocation(line: 76, scope: !356, inlinedAt: !318)
!356 = distinct !DILexicalBlock(scope: !306, file: !3, line: 75)
!357 = !DILocation(line: 77, scope: !356, inlinedAt: !318)
!358 = !DILocation(line: 79, scope: !306, inlinedAt: !318)
!359 = !DILocation(line: 0, scope: !326, inlinedAt: !360)
!360 = distinct !DILocation(line: 79, scope: !306, inlinedAt: !318)
!361 = !DILocation(line: 60, scope: !332, inlinedAt: !360)
!362 = !DILocation(line: 0, scope: !326, inlinedAt: !363)
!363 = distinct !DILocation(line: 79, scope: !306, inlinedAt: !318)
!364 = !DILocation(line: 60, scope: !332, inlinedAt: !363)
!365 = !DILocation(line: 124, scope: !319)
!366 = distinct !{!366, !267, !267, !263}
!367 = !DILocation(line: 0, scope: !150)
!368 = !DILocation(line: 31, scope: !155)
!369 = !DILocation(line: 31, scope: !150)
