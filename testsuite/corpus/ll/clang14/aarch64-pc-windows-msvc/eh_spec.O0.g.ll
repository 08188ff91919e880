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

$"??0Fragile@@QEAA@H@Z" = comdat any

$"??0Fragile@@QEAA@XZ" = comdat any

$"??1Fragile@@QEAA@XZ" = comdat any

$"??0Scope@@QEAA@PEBD@Z" = comdat any

$"??1Scope@@QEAA@XZ" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = comdat any

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

@allocs = internal global i32 0, align 4, !dbg !0
@frees = internal global i32 0, align 4, !dbg !36
@"?budget@Fragile@@2HA" = dso_local global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", comdat, align 8
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 8
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@dtors = internal global i32 0, align 4, !dbg !38
@ctors = internal global i32 0, align 4, !dbg !40
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

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) #0 !dbg !52 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !58, metadata !DIExpression()), !dbg !59
  %3 = load i32, i32* @allocs, align 4, !dbg !59
  %4 = add nsw i32 %3, 1, !dbg !59
  store i32 %4, i32* @allocs, align 4, !dbg !59
  %5 = load i64, i64* %2, align 8, !dbg !59
  %6 = call i8* @malloc(i64 noundef %5), !dbg !59
  ret i8* %6, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare dso_local i8* @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef %0) #0 !dbg !60 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !61, metadata !DIExpression()), !dbg !62
  %3 = load i32, i32* @allocs, align 4, !dbg !62
  %4 = add nsw i32 %3, 1, !dbg !62
  store i32 %4, i32* @allocs, align 4, !dbg !62
  %5 = load i64, i64* %2, align 8, !dbg !62
  %6 = call i8* @malloc(i64 noundef %5), !dbg !62
  ret i8* %6, !dbg !62
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) #3 !dbg !63 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !66, metadata !DIExpression()), !dbg !67
  %3 = load i8*, i8** %2, align 8, !dbg !67
  %4 = icmp ne i8* %3, null, !dbg !67
  br i1 %4, label %5, label %8, !dbg !67

5:                                                ; preds = %1
  %6 = load i32, i32* @frees, align 4, !dbg !68
  %7 = add nsw i32 %6, 1, !dbg !68
  store i32 %7, i32* @frees, align 4, !dbg !68
  br label %8, !dbg !68

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 8, !dbg !67
  call void @free(i8* noundef %9), !dbg !67
  ret void, !dbg !67
}

declare dso_local void @free(i8* noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??_V@YAXPEAX@Z"(i8* noundef %0) #3 !dbg !70 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !71, metadata !DIExpression()), !dbg !72
  %3 = load i8*, i8** %2, align 8, !dbg !72
  %4 = icmp ne i8* %3, null, !dbg !72
  br i1 %4, label %5, label %8, !dbg !72

5:                                                ; preds = %1
  %6 = load i32, i32* @frees, align 4, !dbg !73
  %7 = add nsw i32 %6, 1, !dbg !73
  store i32 %7, i32* @frees, align 4, !dbg !73
  br label %8, !dbg !73

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 8, !dbg !72
  call void @free(i8* noundef %9), !dbg !72
  ret void, !dbg !72
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !75 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Fragile*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %class.anon, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Fragile*, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !78, metadata !DIExpression()), !dbg !81
  %13 = invoke noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 4) #9
          to label %14 unwind label %22, !dbg !81, !heapallocsite !7

14:                                               ; preds = %0
  %15 = bitcast i8* %13 to %struct.Fragile*, !dbg !81
  %16 = invoke noundef %struct.Fragile* @"??0Fragile@@QEAA@H@Z"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %17 unwind label %61, !dbg !81

17:                                               ; preds = %14
  store %struct.Fragile* %15, %struct.Fragile** %2, align 8, !dbg !81
  %18 = load %struct.Fragile*, %struct.Fragile** %2, align 8, !dbg !82
  %19 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %18, i32 0, i32 0, !dbg !82
  %20 = load i32, i32* %19, align 4, !dbg !82
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20)
          to label %60 unwind label %22, !dbg !82

22:                                               ; preds = %17, %61, %0
  %23 = catchswitch within none [label %24] unwind to caller, !dbg !83

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %3], !dbg !83
  call void @llvm.dbg.declare(metadata i8** %3, metadata !84, metadata !DIExpression()), !dbg !85
  %26 = load i32, i32* @frees, align 4, !dbg !86
  %27 = load i32, i32* @allocs, align 4, !dbg !86
  %28 = load i8*, i8** %3, align 8, !dbg !86
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %28, i32 noundef %27, i32 noundef %26) [ "funclet"(token %25) ], !dbg !86
  catchret from %25 to label %30, !dbg !88

30:                                               ; preds = %24
  br label %31, !dbg !88

31:                                               ; preds = %30, %60
  store i32 3, i32* @"?budget@Fragile@@2HA", align 4, !dbg !89
  call void @llvm.dbg.declare(metadata %struct.Fragile** %4, metadata !90, metadata !DIExpression()), !dbg !92
  %32 = invoke noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef 28) #9
          to label %33 unwind label %73, !dbg !92, !heapallocsite !7

33:                                               ; preds = %31
  %34 = bitcast i8* %32 to i64*, !dbg !92
  store i64 5, i64* %34, align 8, !dbg !92
  %35 = getelementptr inbounds i8, i8* %32, i64 8, !dbg !92
  %36 = bitcast i8* %35 to %struct.Fragile*, !dbg !92
  %37 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %36, i64 5, !dbg !92
  br label %38, !dbg !92

38:                                               ; preds = %41, %33
  %39 = phi %struct.Fragile* [ %36, %33 ], [ %42, %41 ], !dbg !92
  %40 = invoke noundef %struct.Fragile* @"??0Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %39)
          to label %41 unwind label %63, !dbg !92

41:                                               ; preds = %38
  %42 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %39, i64 1, !dbg !92
  %43 = icmp eq %struct.Fragile* %42, %37, !dbg !92
  br i1 %43, label %44, label %38, !dbg !92

44:                                               ; preds = %41
  store %struct.Fragile* %36, %struct.Fragile** %4, align 8, !dbg !92
  %45 = load %struct.Fragile*, %struct.Fragile** %4, align 8, !dbg !93
  %46 = icmp eq %struct.Fragile* %45, null, !dbg !93
  br i1 %46, label %59, label %47, !dbg !93

47:                                               ; preds = %44
  %48 = bitcast %struct.Fragile* %45 to i8*, !dbg !93
  %49 = getelementptr inbounds i8, i8* %48, i64 -8, !dbg !93
  %50 = bitcast i8* %49 to i64*, !dbg !93
  %51 = load i64, i64* %50, align 4, !dbg !93
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %45, i64 %51, !dbg !93
  %53 = icmp eq %struct.Fragile* %45, %52, !dbg !93
  br i1 %53, label %58, label %54, !dbg !93

54:                                               ; preds = %54, %47
  %55 = phi %struct.Fragile* [ %52, %47 ], [ %56, %54 ], !dbg !93
  %56 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %55, i64 -1, !dbg !93
  call void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %56) #10, !dbg !93
  %57 = icmp eq %struct.Fragile* %56, %45, !dbg !93
  br i1 %57, label %58, label %54, !dbg !93

58:                                               ; preds = %54, %47
  call void @"??_V@YAXPEAX@Z"(i8* noundef %49) #11, !dbg !93
  br label %59, !dbg !93

59:                                               ; preds = %58, %44
  br label %83, !dbg !94

60:                                               ; preds = %17
  br label %31, !dbg !83

61:                                               ; preds = %14
  %62 = cleanuppad within none [], !dbg !81
  call void @"??3@YAXPEAX@Z"(i8* noundef %13) #11 [ "funclet"(token %62) ], !dbg !81
  cleanupret from %62 unwind label %22, !dbg !81

63:                                               ; preds = %38
  %64 = cleanuppad within none [], !dbg !92
  %65 = icmp eq %struct.Fragile* %36, %39, !dbg !92
  br i1 %65, label %70, label %66, !dbg !92

66:                                               ; preds = %66, %63
  %67 = phi %struct.Fragile* [ %39, %63 ], [ %68, %66 ], !dbg !92
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i64 -1, !dbg !92
  call void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #10 [ "funclet"(token %64) ], !dbg !92
  %69 = icmp eq %struct.Fragile* %68, %36, !dbg !92
  br i1 %69, label %70, label %66, !dbg !92

70:                                               ; preds = %66, %63
  cleanupret from %64 unwind label %71, !dbg !92

71:                                               ; preds = %70
  %72 = cleanuppad within none [], !dbg !92
  call void @"??_V@YAXPEAX@Z"(i8* noundef %32) #11 [ "funclet"(token %72) ], !dbg !92
  cleanupret from %72 unwind label %73, !dbg !92

73:                                               ; preds = %71, %31
  %74 = catchswitch within none [label %75] unwind to caller, !dbg !94

75:                                               ; preds = %73
  %76 = catchpad within %74 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5], !dbg !94
  call void @llvm.dbg.declare(metadata i32* %5, metadata !95, metadata !DIExpression()), !dbg !96
  %77 = load i32, i32* @frees, align 4, !dbg !97
  %78 = load i32, i32* @dtors, align 4, !dbg !97
  %79 = load i32, i32* @ctors, align 4, !dbg !97
  %80 = load i32, i32* %5, align 4, !dbg !97
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i64 0, i64 0), i32 noundef %80, i32 noundef %79, i32 noundef %78, i32 noundef %77) [ "funclet"(token %76) ], !dbg !97
  catchret from %76 to label %82, !dbg !99

82:                                               ; preds = %75
  br label %83, !dbg !99

83:                                               ; preds = %82, %59
  call void @llvm.dbg.declare(metadata i32* %6, metadata !100, metadata !DIExpression()), !dbg !101
  store i32 0, i32* %6, align 4, !dbg !101
  call void @llvm.dbg.declare(metadata i32* %7, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %7, align 4, !dbg !104
  br label %84, !dbg !104

84:                                               ; preds = %98, %83
  %85 = load i32, i32* %7, align 4, !dbg !104
  %86 = icmp slt i32 %85, 5, !dbg !104
  br i1 %86, label %87, label %104, !dbg !104

87:                                               ; preds = %84
  %88 = load i32, i32* %7, align 4, !dbg !105
  %89 = invoke noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %88)
          to label %101 unwind label %90, !dbg !105

90:                                               ; preds = %87
  %91 = catchswitch within none [label %92] unwind to caller, !dbg !109

92:                                               ; preds = %90
  %93 = catchpad within %91 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8], !dbg !109
  call void @llvm.dbg.declare(metadata i32* %8, metadata !110, metadata !DIExpression()), !dbg !111
  %94 = load i32, i32* %8, align 4, !dbg !112
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %94) [ "funclet"(token %93) ], !dbg !112
  catchret from %93 to label %96, !dbg !114

96:                                               ; preds = %92
  br label %97, !dbg !114

97:                                               ; preds = %96, %101
  br label %98, !dbg !115

98:                                               ; preds = %97
  %99 = load i32, i32* %7, align 4, !dbg !116
  %100 = add nsw i32 %99, 1, !dbg !116
  store i32 %100, i32* %7, align 4, !dbg !116
  br label %84, !dbg !116, !llvm.loop !117

101:                                              ; preds = %87
  %102 = load i32, i32* %6, align 4, !dbg !105
  %103 = add nsw i32 %102, %89, !dbg !105
  store i32 %103, i32* %6, align 4, !dbg !105
  br label %97, !dbg !109

104:                                              ; preds = %84
  %105 = call noundef i32 @"?never@@YAHH@Z"(i32 noundef 1) #10, !dbg !120
  %106 = call noundef i32 @"?nothing@@YAHH@Z"(i32 noundef 1) #10, !dbg !120
  %107 = load i32, i32* %6, align 4, !dbg !120
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %107, i32 noundef %106, i32 noundef %105), !dbg !120
  %109 = call noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_short@@YAXH@Z", i32 noundef 1), !dbg !121
  %110 = call noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_long@@YAXH@Z", i32 noundef 3), !dbg !121
  %111 = call noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_short@@YAXH@Z", i32 noundef 7), !dbg !121
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i64 0, i64 0), i32 noundef %111, i32 noundef %110, i32 noundef %109), !dbg !121
  call void @llvm.dbg.declare(metadata %class.anon* %9, metadata !122, metadata !DIExpression()), !dbg !127
  %113 = getelementptr inbounds %class.anon, %class.anon* %9, i32 0, i32 0, !dbg !127
  store i32* %6, i32** %113, align 8, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %10, metadata !128, metadata !DIExpression()), !dbg !130
  store i32 0, i32* %10, align 4, !dbg !130
  br label %114, !dbg !130

114:                                              ; preds = %129, %104
  %115 = load i32, i32* %10, align 4, !dbg !130
  %116 = icmp slt i32 %115, 4, !dbg !130
  br i1 %116, label %117, label %133, !dbg !130

117:                                              ; preds = %114
  %118 = load i32, i32* %10, align 4, !dbg !131
  invoke void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 8 dereferenceable(8) %9, i32 noundef %118)
          to label %132 unwind label %119, !dbg !131

119:                                              ; preds = %117
  %120 = catchswitch within none [label %121] unwind to caller, !dbg !135

121:                                              ; preds = %119
  %122 = catchpad within %120 [%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8", i32 8, %struct.Fragile** %11], !dbg !135
  call void @llvm.dbg.declare(metadata %struct.Fragile** %11, metadata !136, metadata !DIExpression()), !dbg !138
  %123 = load %struct.Fragile*, %struct.Fragile** %11, align 8, !dbg !139
  %124 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %123, i32 0, i32 0, !dbg !139
  %125 = load i32, i32* %124, align 4, !dbg !139
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %125) [ "funclet"(token %122) ], !dbg !139
  catchret from %122 to label %127, !dbg !141

127:                                              ; preds = %121
  br label %128, !dbg !141

128:                                              ; preds = %127, %132
  br label %129, !dbg !142

129:                                              ; preds = %128
  %130 = load i32, i32* %10, align 4, !dbg !143
  %131 = add nsw i32 %130, 1, !dbg !143
  store i32 %131, i32* %10, align 4, !dbg !143
  br label %114, !dbg !143, !llvm.loop !144

132:                                              ; preds = %117
  br label %128, !dbg !135

133:                                              ; preds = %114
  call void @llvm.dbg.declare(metadata i32* %12, metadata !146, metadata !DIExpression()), !dbg !148
  store i32 0, i32* %12, align 4, !dbg !148
  br label %134, !dbg !148

134:                                              ; preds = %142, %133
  %135 = load i32, i32* %12, align 4, !dbg !148
  %136 = icmp slt i32 %135, 3, !dbg !148
  br i1 %136, label %137, label %145, !dbg !148

137:                                              ; preds = %134
  %138 = load i32, i32* %12, align 4, !dbg !149
  %139 = call noundef i32 @"?layered@@YAHH@Z"(i32 noundef %138), !dbg !149
  %140 = load i32, i32* %12, align 4, !dbg !149
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %140, i32 noundef %139), !dbg !149
  br label %142, !dbg !149

142:                                              ; preds = %137
  %143 = load i32, i32* %12, align 4, !dbg !149
  %144 = add nsw i32 %143, 1, !dbg !149
  store i32 %144, i32* %12, align 4, !dbg !149
  br label %134, !dbg !149, !llvm.loop !151

145:                                              ; preds = %134
  %146 = load i32, i32* %6, align 4, !dbg !152
  %147 = load i32, i32* @dtors, align 4, !dbg !152
  %148 = load i32, i32* @ctors, align 4, !dbg !152
  %149 = load i32, i32* @frees, align 4, !dbg !152
  %150 = load i32, i32* @allocs, align 4, !dbg !152
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i64 0, i64 0), i32 noundef %150, i32 noundef %149, i32 noundef %148, i32 noundef %147, i32 noundef %146), !dbg !152
  ret i32 0, !dbg !153
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Fragile* @"??0Fragile@@QEAA@H@Z"(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !154 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Fragile*, align 8
  %5 = alloca i8*, align 8
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !155, metadata !DIExpression()), !dbg !156
  store %struct.Fragile* %0, %struct.Fragile** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %4, metadata !157, metadata !DIExpression()), !dbg !158
  %6 = load %struct.Fragile*, %struct.Fragile** %4, align 8
  %7 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %6, i32 0, i32 0, !dbg !156
  %8 = load i32, i32* %3, align 4, !dbg !156
  store i32 %8, i32* %7, align 4, !dbg !156
  %9 = load i32, i32* %3, align 4, !dbg !159
  %10 = icmp eq i32 %9, 13, !dbg !159
  br i1 %10, label %11, label %13, !dbg !159

11:                                               ; preds = %2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HIAMJGNH@unlucky?$AA@", i64 0, i64 0), i8** %5, align 8, !dbg !161
  %12 = bitcast i8** %5 to i8*, !dbg !161
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @_TIC2PEAD) #12, !dbg !161
  unreachable, !dbg !161

13:                                               ; preds = %2
  %14 = load i32, i32* @ctors, align 4, !dbg !163
  %15 = add nsw i32 %14, 1, !dbg !163
  store i32 %15, i32* @ctors, align 4, !dbg !163
  ret %struct.Fragile* %6, !dbg !164
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Fragile* @"??0Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !165 {
  %2 = alloca %struct.Fragile*, align 8
  %3 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !166, metadata !DIExpression()), !dbg !167
  %4 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %5 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %4, i32 0, i32 0, !dbg !168
  %6 = load i32, i32* @"?budget@Fragile@@2HA", align 4, !dbg !168
  store i32 %6, i32* %5, align 4, !dbg !168
  %7 = load i32, i32* @"?budget@Fragile@@2HA", align 4, !dbg !169
  %8 = add nsw i32 %7, -1, !dbg !169
  store i32 %8, i32* @"?budget@Fragile@@2HA", align 4, !dbg !169
  %9 = icmp slt i32 %8, 0, !dbg !169
  br i1 %9, label %10, label %13, !dbg !169

10:                                               ; preds = %1
  %11 = load i32, i32* @"?budget@Fragile@@2HA", align 4, !dbg !171
  store i32 %11, i32* %3, align 4, !dbg !171
  %12 = bitcast i32* %3 to i8*, !dbg !171
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @_TI1H) #12, !dbg !171
  unreachable, !dbg !171

13:                                               ; preds = %1
  %14 = load i32, i32* @ctors, align 4, !dbg !173
  %15 = add nsw i32 %14, 1, !dbg !173
  store i32 %15, i32* @ctors, align 4, !dbg !173
  ret %struct.Fragile* %4, !dbg !174
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !175 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !176, metadata !DIExpression()), !dbg !177
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = load i32, i32* @dtors, align 4, !dbg !178
  %5 = add nsw i32 %4, 1, !dbg !178
  store i32 %5, i32* @dtors, align 4, !dbg !178
  ret void, !dbg !180
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %0) #7 !dbg !181 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !184, metadata !DIExpression()), !dbg !185
  %4 = load i32, i32* %2, align 4, !dbg !186
  %5 = icmp sgt i32 %4, 2, !dbg !186
  br i1 %5, label %6, label %10, !dbg !186

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !187
  %8 = mul nsw i32 %7, 2, !dbg !187
  store i32 %8, i32* %3, align 4, !dbg !187
  %9 = bitcast i32* %3 to i8*, !dbg !187
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #12, !dbg !187
  unreachable, !dbg !187

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4, !dbg !189
  ret i32 %11, !dbg !189
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?never@@YAHH@Z"(i32 noundef %0) #8 !dbg !190 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !191, metadata !DIExpression()), !dbg !192
  %3 = load i32, i32* %2, align 4, !dbg !192
  %4 = sub nsw i32 %3, 1, !dbg !192
  ret i32 %4, !dbg !192
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?nothing@@YAHH@Z"(i32 noundef %0) #8 !dbg !193 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !194, metadata !DIExpression()), !dbg !195
  %3 = load i32, i32* %2, align 4, !dbg !195
  %4 = add nsw i32 %3, 1, !dbg !195
  ret i32 %4, !dbg !195
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !196 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 8
  %6 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !204, metadata !DIExpression()), !dbg !205
  store void (i32)* %0, void (i32)** %5, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %5, metadata !206, metadata !DIExpression()), !dbg !205
  %7 = load void (i32)*, void (i32)** %5, align 8, !dbg !207
  %8 = load i32, i32* %4, align 4, !dbg !207
  invoke void %7(i32 noundef %8)
          to label %16 unwind label %9, !dbg !207

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %14] unwind to caller, !dbg !209

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6], !dbg !209
  call void @llvm.dbg.declare(metadata i32* %6, metadata !210, metadata !DIExpression()), !dbg !211
  %13 = load i32, i32* %6, align 4, !dbg !212
  store i32 %13, i32* %3, align 4, !dbg !212
  catchret from %12 to label %18, !dbg !214

14:                                               ; preds = %9
  %15 = catchpad within %10 [i8* null, i32 64, i8* null], !dbg !209
  store i32 -1, i32* %3, align 4, !dbg !215
  catchret from %15 to label %17, !dbg !217

16:                                               ; preds = %2
  br label %19, !dbg !209

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %11
  br label %20

19:                                               ; preds = %16
  store i32 0, i32* %3, align 4, !dbg !218
  br label %20, !dbg !218

20:                                               ; preds = %19, %18, %17
  %21 = load i32, i32* %3, align 4, !dbg !219
  ret i32 %21, !dbg !219
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_short@@YAXH@Z"(i32 noundef %0) #7 !dbg !220 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !221, metadata !DIExpression()), !dbg !222
  %4 = load i32, i32* %2, align 4, !dbg !222
  %5 = trunc i32 %4 to i16, !dbg !222
  store i16 %5, i16* %3, align 2, !dbg !222
  %6 = bitcast i16* %3 to i8*, !dbg !222
  call void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @_TI1F) #12, !dbg !222
  unreachable, !dbg !222
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !223 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 8
  %6 = alloca i64, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !226, metadata !DIExpression()), !dbg !227
  store void (i32)* %0, void (i32)** %5, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %5, metadata !228, metadata !DIExpression()), !dbg !227
  %7 = load void (i32)*, void (i32)** %5, align 8, !dbg !229
  %8 = load i32, i32* %4, align 4, !dbg !229
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !229

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !231

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %6], !dbg !231
  call void @llvm.dbg.declare(metadata i64* %6, metadata !232, metadata !DIExpression()), !dbg !233
  %13 = load i64, i64* %6, align 8, !dbg !234
  %14 = trunc i64 %13 to i32, !dbg !234
  store i32 %14, i32* %3, align 4, !dbg !234
  catchret from %12 to label %19, !dbg !236

15:                                               ; preds = %9
  %16 = catchpad within %10 [i8* null, i32 64, i8* null], !dbg !231
  store i32 -1, i32* %3, align 4, !dbg !237
  catchret from %16 to label %18, !dbg !239

17:                                               ; preds = %2
  br label %20, !dbg !231

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, i32* %3, align 4, !dbg !240
  br label %21, !dbg !240

21:                                               ; preds = %20, %19, %18
  %22 = load i32, i32* %3, align 4, !dbg !241
  ret i32 %22, !dbg !241
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_long@@YAXH@Z"(i32 noundef %0) #7 !dbg !242 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !243, metadata !DIExpression()), !dbg !244
  %4 = load i32, i32* %2, align 4, !dbg !244
  %5 = sext i32 %4 to i64, !dbg !244
  %6 = mul nsw i64 %5, 1000, !dbg !244
  store i64 %6, i64* %3, align 8, !dbg !244
  %7 = bitcast i64* %3 to i8*, !dbg !244
  call void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @_TI1_J) #12, !dbg !244
  unreachable, !dbg !244
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !245 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 8
  %6 = alloca i16, align 2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !248, metadata !DIExpression()), !dbg !249
  store void (i32)* %0, void (i32)** %5, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %5, metadata !250, metadata !DIExpression()), !dbg !249
  %7 = load void (i32)*, void (i32)** %5, align 8, !dbg !251
  %8 = load i32, i32* %4, align 4, !dbg !251
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !251

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !253

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %6], !dbg !253
  call void @llvm.dbg.declare(metadata i16* %6, metadata !254, metadata !DIExpression()), !dbg !255
  %13 = load i16, i16* %6, align 2, !dbg !256
  %14 = sext i16 %13 to i32, !dbg !256
  store i32 %14, i32* %3, align 4, !dbg !256
  catchret from %12 to label %19, !dbg !258

15:                                               ; preds = %9
  %16 = catchpad within %10 [i8* null, i32 64, i8* null], !dbg !253
  store i32 -1, i32* %3, align 4, !dbg !259
  catchret from %16 to label %18, !dbg !261

17:                                               ; preds = %2
  br label %20, !dbg !253

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, i32* %3, align 4, !dbg !262
  br label %21, !dbg !262

21:                                               ; preds = %20, %19, %18
  %22 = load i32, i32* %3, align 4, !dbg !263
  ret i32 %22, !dbg !263
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #7 align 2 !dbg !264 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon*, align 8
  %5 = alloca %struct.Fragile, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !273, metadata !DIExpression()), !dbg !274
  store %class.anon* %0, %class.anon** %4, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !275, metadata !DIExpression()), !dbg !277
  %6 = load %class.anon*, %class.anon** %4, align 8
  %7 = load i32, i32* %3, align 4, !dbg !278
  %8 = and i32 %7, 1, !dbg !278
  %9 = icmp ne i32 %8, 0, !dbg !278
  br i1 %9, label %10, label %15, !dbg !278

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !279
  %12 = mul nsw i32 %11, 3, !dbg !279
  %13 = call noundef %struct.Fragile* @"??0Fragile@@QEAA@H@Z"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %12), !dbg !279
  %14 = bitcast %struct.Fragile* %5 to i8*, !dbg !279
  call void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @"_TI1?AUFragile@@") #12, !dbg !279
  unreachable, !dbg !279

15:                                               ; preds = %2
  %16 = load i32, i32* %3, align 4, !dbg !281
  %17 = getelementptr inbounds %class.anon, %class.anon* %6, i32 0, i32 0, !dbg !281
  %18 = load i32*, i32** %17, align 8, !dbg !281
  %19 = load i32, i32* %18, align 4, !dbg !281
  %20 = add nsw i32 %19, %16, !dbg !281
  store i32 %20, i32* %18, align 4, !dbg !281
  ret void, !dbg !282
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?layered@@YAHH@Z"(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !283 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca %struct.Scope, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Scope, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !284, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !286, metadata !DIExpression()), !dbg !287
  %13 = call noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0)), !dbg !287
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !288, metadata !DIExpression()), !dbg !290
  %14 = invoke noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0))
          to label %15 unwind label %49, !dbg !290

15:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %6, metadata !291, metadata !DIExpression()), !dbg !293
  %16 = invoke noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0))
          to label %17 unwind label %26, !dbg !293

17:                                               ; preds = %15
  %18 = load i32, i32* %3, align 4, !dbg !294
  %19 = icmp sgt i32 %18, 0, !dbg !294
  br i1 %19, label %20, label %23, !dbg !294

20:                                               ; preds = %17
  %21 = load i32, i32* %3, align 4, !dbg !295
  store i32 %21, i32* %7, align 4, !dbg !295
  %22 = bitcast i32* %7 to i8*, !dbg !295
  invoke void @_CxxThrowException(i8* %22, %eh.ThrowInfo* @_TI1H) #12
          to label %61 unwind label %24, !dbg !295

23:                                               ; preds = %17
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %6) #10, !dbg !297
  br label %43, !dbg !297

24:                                               ; preds = %20
  %25 = cleanuppad within none [], !dbg !297
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %6) #10 [ "funclet"(token %25) ], !dbg !297
  cleanupret from %25 unwind label %26, !dbg !297

26:                                               ; preds = %24, %15
  %27 = catchswitch within none [label %28] unwind label %47, !dbg !297

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8], !dbg !297
  call void @llvm.dbg.declare(metadata i32* %8, metadata !298, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.declare(metadata %struct.Scope* %9, metadata !300, metadata !DIExpression()), !dbg !302
  %30 = invoke noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %9, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) [ "funclet"(token %29) ]
          to label %31 unwind label %47, !dbg !302

31:                                               ; preds = %28
  %32 = load i32, i32* %8, align 4, !dbg !303
  %33 = icmp sgt i32 %32, 1, !dbg !303
  br i1 %33, label %34, label %38, !dbg !303

34:                                               ; preds = %31
  %35 = load i32, i32* %8, align 4, !dbg !304
  %36 = add nsw i32 %35, 10, !dbg !304
  store i32 %36, i32* %10, align 4, !dbg !304
  %37 = bitcast i32* %10 to i8*, !dbg !304
  invoke void @_CxxThrowException(i8* %37, %eh.ThrowInfo* @_TI1H) #12 [ "funclet"(token %29) ]
          to label %61 unwind label %40, !dbg !304

38:                                               ; preds = %31
  %39 = load i32, i32* %8, align 4, !dbg !306
  store i32 %39, i32* %2, align 4, !dbg !306
  store i32 1, i32* %11, align 4
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %9) #10 [ "funclet"(token %29) ], !dbg !307
  catchret from %29 to label %42, !dbg !307

40:                                               ; preds = %34
  %41 = cleanuppad within %29 [], !dbg !307
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %9) #10 [ "funclet"(token %41) ], !dbg !307
  cleanupret from %41 unwind label %47, !dbg !307

42:                                               ; preds = %38
  br label %44

43:                                               ; preds = %23
  store i32 0, i32* %11, align 4, !dbg !308
  br label %44, !dbg !308

44:                                               ; preds = %43, %42
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !308
  %45 = load i32, i32* %11, align 4
  switch i32 %45, label %57 [
    i32 0, label %46
  ]

46:                                               ; preds = %44
  br label %56, !dbg !308

47:                                               ; preds = %40, %28, %26
  %48 = cleanuppad within none [], !dbg !308
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #10 [ "funclet"(token %48) ], !dbg !308
  cleanupret from %48 unwind label %49, !dbg !308

49:                                               ; preds = %47, %1
  %50 = catchswitch within none [label %51] unwind label %59, !dbg !308

51:                                               ; preds = %49
  %52 = catchpad within %50 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12], !dbg !308
  call void @llvm.dbg.declare(metadata i32* %12, metadata !309, metadata !DIExpression()), !dbg !310
  %53 = load i32, i32* %12, align 4, !dbg !311
  %54 = mul nsw i32 %53, 100, !dbg !311
  store i32 %54, i32* %2, align 4, !dbg !311
  store i32 1, i32* %11, align 4
  catchret from %52 to label %55, !dbg !313

55:                                               ; preds = %51
  br label %57

56:                                               ; preds = %46
  store i32 0, i32* %2, align 4, !dbg !314
  store i32 1, i32* %11, align 4
  br label %57, !dbg !314

57:                                               ; preds = %56, %55, %44
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #10, !dbg !315
  %58 = load i32, i32* %2, align 4, !dbg !315
  ret i32 %58, !dbg !315

59:                                               ; preds = %49
  %60 = cleanuppad within none [], !dbg !315
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #10 [ "funclet"(token %60) ], !dbg !315
  cleanupret from %60 unwind to caller, !dbg !315

61:                                               ; preds = %34, %20
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull returned align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #6 comdat align 2 !dbg !316 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Scope*, align 8
  store i8* %1, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !317, metadata !DIExpression()), !dbg !318
  store %struct.Scope* %0, %struct.Scope** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %4, metadata !319, metadata !DIExpression()), !dbg !321
  %5 = load %struct.Scope*, %struct.Scope** %4, align 8
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !318
  %7 = load i8*, i8** %3, align 8, !dbg !318
  store i8* %7, i8** %6, align 8, !dbg !318
  ret %struct.Scope* %5, !dbg !318
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !322 {
  %2 = alloca %struct.Scope*, align 8
  store %struct.Scope* %0, %struct.Scope** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !323, metadata !DIExpression()), !dbg !324
  %3 = load %struct.Scope*, %struct.Scope** %2, align 8
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !325
  %5 = load i8*, i8** %4, align 8, !dbg !325
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !325

7:                                                ; preds = %1
  ret void, !dbg !327

8:                                                ; preds = %1
  %9 = cleanuppad within none [], !dbg !325
  call void @__std_terminate() #13 [ "funclet"(token %9) ], !dbg !325
  unreachable, !dbg !325
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !8, identifier: ".?AUFragile@@")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !21, identifier: ".?AUScope@@")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
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
!52 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 15, type: !53, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !56}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!56 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!57 = !{}
!58 = !DILocalVariable(name: "n", arg: 1, scope: !52, file: !3, line: 15, type: !56)
!59 = !DILocation(line: 15, scope: !52)
!60 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPEAX_K@Z", scope: !3, file: !3, line: 16, type: !53, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!61 = !DILocalVariable(name: "n", arg: 1, scope: !60, file: !3, line: 16, type: !56)
!62 = !DILocation(line: 16, scope: !60)
!63 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 17, type: !64, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !55}
!66 = !DILocalVariable(name: "p", arg: 1, scope: !63, file: !3, line: 17, type: !55)
!67 = !DILocation(line: 17, scope: !63)
!68 = !DILocation(line: 17, scope: !69)
!69 = distinct !DILexicalBlock(scope: !63, file: !3, line: 17)
!70 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPEAX@Z", scope: !3, file: !3, line: 18, type: !64, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!71 = !DILocalVariable(name: "p", arg: 1, scope: !70, file: !3, line: 18, type: !55)
!72 = !DILocation(line: 18, scope: !70)
!73 = !DILocation(line: 18, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !3, line: 18)
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !76, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!76 = !DISubroutineType(types: !77)
!77 = !{!10}
!78 = !DILocalVariable(name: "f", scope: !79, file: !3, line: 84, type: !80)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 83)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!81 = !DILocation(line: 84, scope: !79)
!82 = !DILocation(line: 85, scope: !79)
!83 = !DILocation(line: 86, scope: !79)
!84 = !DILocalVariable(name: "msg", scope: !75, file: !3, line: 86, type: !23)
!85 = !DILocation(line: 86, scope: !75)
!86 = !DILocation(line: 87, scope: !87)
!87 = distinct !DILexicalBlock(scope: !75, file: !3, line: 86)
!88 = !DILocation(line: 88, scope: !87)
!89 = !DILocation(line: 91, scope: !75)
!90 = !DILocalVariable(name: "arr", scope: !91, file: !3, line: 93, type: !80)
!91 = distinct !DILexicalBlock(scope: !75, file: !3, line: 92)
!92 = !DILocation(line: 93, scope: !91)
!93 = !DILocation(line: 94, scope: !91)
!94 = !DILocation(line: 95, scope: !91)
!95 = !DILocalVariable(name: "b", scope: !75, file: !3, line: 95, type: !10)
!96 = !DILocation(line: 95, scope: !75)
!97 = !DILocation(line: 96, scope: !98)
!98 = distinct !DILexicalBlock(scope: !75, file: !3, line: 95)
!99 = !DILocation(line: 97, scope: !98)
!100 = !DILocalVariable(name: "ok", scope: !75, file: !3, line: 99, type: !10)
!101 = !DILocation(line: 99, scope: !75)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 100, type: !10)
!103 = distinct !DILexicalBlock(scope: !75, file: !3, line: 100)
!104 = !DILocation(line: 100, scope: !103)
!105 = !DILocation(line: 102, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 101)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 100)
!108 = distinct !DILexicalBlock(scope: !103, file: !3, line: 100)
!109 = !DILocation(line: 103, scope: !106)
!110 = !DILocalVariable(name: "e", scope: !107, file: !3, line: 103, type: !10)
!111 = !DILocation(line: 103, scope: !107)
!112 = !DILocation(line: 104, scope: !113)
!113 = distinct !DILexicalBlock(scope: !107, file: !3, line: 103)
!114 = !DILocation(line: 105, scope: !113)
!115 = !DILocation(line: 106, scope: !107)
!116 = !DILocation(line: 100, scope: !108)
!117 = distinct !{!117, !104, !118, !119}
!118 = !DILocation(line: 106, scope: !103)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 107, scope: !75)
!121 = !DILocation(line: 109, scope: !75)
!122 = !DILocalVariable(name: "thrower", scope: !75, file: !3, line: 112, type: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !75, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !124, identifier: ".?AV<lambda_0>@?0??main@@9@")
!124 = !{!125}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !123, file: !3, line: 112, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!127 = !DILocation(line: 112, scope: !75)
!128 = !DILocalVariable(name: "k", scope: !129, file: !3, line: 116, type: !10)
!129 = distinct !DILexicalBlock(scope: !75, file: !3, line: 116)
!130 = !DILocation(line: 116, scope: !129)
!131 = !DILocation(line: 118, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 117)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 116)
!134 = distinct !DILexicalBlock(scope: !129, file: !3, line: 116)
!135 = !DILocation(line: 119, scope: !132)
!136 = !DILocalVariable(name: "f", scope: !133, file: !3, line: 119, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!138 = !DILocation(line: 119, scope: !133)
!139 = !DILocation(line: 120, scope: !140)
!140 = distinct !DILexicalBlock(scope: !133, file: !3, line: 119)
!141 = !DILocation(line: 121, scope: !140)
!142 = !DILocation(line: 122, scope: !133)
!143 = !DILocation(line: 116, scope: !134)
!144 = distinct !{!144, !130, !145, !119}
!145 = !DILocation(line: 122, scope: !129)
!146 = !DILocalVariable(name: "d", scope: !147, file: !3, line: 124, type: !10)
!147 = distinct !DILexicalBlock(scope: !75, file: !3, line: 124)
!148 = !DILocation(line: 124, scope: !147)
!149 = !DILocation(line: 124, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 124)
!151 = distinct !{!151, !148, !148, !119}
!152 = !DILocation(line: 125, scope: !75)
!153 = !DILocation(line: 126, scope: !75)
!154 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !57)
!155 = !DILocalVariable(name: "x", arg: 2, scope: !154, file: !3, line: 27, type: !10)
!156 = !DILocation(line: 27, scope: !154)
!157 = !DILocalVariable(name: "this", arg: 1, scope: !154, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!158 = !DILocation(line: 0, scope: !154)
!159 = !DILocation(line: 28, scope: !160)
!160 = distinct !DILexicalBlock(scope: !154, file: !3, line: 27)
!161 = !DILocation(line: 28, scope: !162)
!162 = distinct !DILexicalBlock(scope: !160, file: !3, line: 28)
!163 = !DILocation(line: 29, scope: !160)
!164 = !DILocation(line: 30, scope: !154)
!165 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !57)
!166 = !DILocalVariable(name: "this", arg: 1, scope: !165, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = !DILocation(line: 0, scope: !165)
!168 = !DILocation(line: 23, scope: !165)
!169 = !DILocation(line: 24, scope: !170)
!170 = distinct !DILexicalBlock(scope: !165, file: !3, line: 23)
!171 = !DILocation(line: 24, scope: !172)
!172 = distinct !DILexicalBlock(scope: !170, file: !3, line: 24)
!173 = !DILocation(line: 25, scope: !170)
!174 = !DILocation(line: 26, scope: !165)
!175 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QEAA@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !57)
!176 = !DILocalVariable(name: "this", arg: 1, scope: !175, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DILocation(line: 0, scope: !175)
!178 = !DILocation(line: 31, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 31)
!180 = !DILocation(line: 31, scope: !175)
!181 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !182, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !57)
!182 = !DISubroutineType(types: !183)
!183 = !{!10, !10}
!184 = !DILocalVariable(name: "x", arg: 1, scope: !181, file: !3, line: 36, type: !10)
!185 = !DILocation(line: 36, scope: !181)
!186 = !DILocation(line: 37, scope: !181)
!187 = !DILocation(line: 37, scope: !188)
!188 = distinct !DILexicalBlock(scope: !181, file: !3, line: 37)
!189 = !DILocation(line: 38, scope: !181)
!190 = distinct !DISubprogram(name: "never", linkageName: "?never@@YAHH@Z", scope: !3, file: !3, line: 41, type: !182, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !57)
!191 = !DILocalVariable(name: "x", arg: 1, scope: !190, file: !3, line: 41, type: !10)
!192 = !DILocation(line: 41, scope: !190)
!193 = distinct !DISubprogram(name: "nothing", linkageName: "?nothing@@YAHH@Z", scope: !3, file: !3, line: 40, type: !182, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !57)
!194 = !DILocalVariable(name: "x", arg: 1, scope: !193, file: !3, line: 40, type: !10)
!195 = !DILocation(line: 40, scope: !193)
!196 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !197, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !202, retainedNodes: !57)
!197 = !DISubroutineType(types: !198)
!198 = !{!10, !199, !10}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !10}
!202 = !{!203}
!203 = !DITemplateTypeParameter(name: "T", type: !10)
!204 = !DILocalVariable(name: "arg", arg: 2, scope: !196, file: !3, line: 43, type: !10)
!205 = !DILocation(line: 43, scope: !196)
!206 = !DILocalVariable(name: "f", arg: 1, scope: !196, file: !3, line: 43, type: !199)
!207 = !DILocation(line: 45, scope: !208)
!208 = distinct !DILexicalBlock(scope: !196, file: !3, line: 44)
!209 = !DILocation(line: 46, scope: !208)
!210 = !DILocalVariable(name: "v", scope: !196, file: !3, line: 46, type: !10)
!211 = !DILocation(line: 46, scope: !196)
!212 = !DILocation(line: 47, scope: !213)
!213 = distinct !DILexicalBlock(scope: !196, file: !3, line: 46)
!214 = !DILocation(line: 48, scope: !213)
!215 = !DILocation(line: 49, scope: !216)
!216 = distinct !DILexicalBlock(scope: !196, file: !3, line: 48)
!217 = !DILocation(line: 50, scope: !216)
!218 = !DILocation(line: 51, scope: !196)
!219 = !DILocation(line: 52, scope: !196)
!220 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !200, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !57)
!221 = !DILocalVariable(name: "x", arg: 1, scope: !220, file: !3, line: 54, type: !10)
!222 = !DILocation(line: 54, scope: !220)
!223 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !197, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !224, retainedNodes: !57)
!224 = !{!225}
!225 = !DITemplateTypeParameter(name: "T", type: !6)
!226 = !DILocalVariable(name: "arg", arg: 2, scope: !223, file: !3, line: 43, type: !10)
!227 = !DILocation(line: 43, scope: !223)
!228 = !DILocalVariable(name: "f", arg: 1, scope: !223, file: !3, line: 43, type: !199)
!229 = !DILocation(line: 45, scope: !230)
!230 = distinct !DILexicalBlock(scope: !223, file: !3, line: 44)
!231 = !DILocation(line: 46, scope: !230)
!232 = !DILocalVariable(name: "v", scope: !223, file: !3, line: 46, type: !6)
!233 = !DILocation(line: 46, scope: !223)
!234 = !DILocation(line: 47, scope: !235)
!235 = distinct !DILexicalBlock(scope: !223, file: !3, line: 46)
!236 = !DILocation(line: 48, scope: !235)
!237 = !DILocation(line: 49, scope: !238)
!238 = distinct !DILexicalBlock(scope: !223, file: !3, line: 48)
!239 = !DILocation(line: 50, scope: !238)
!240 = !DILocation(line: 51, scope: !223)
!241 = !DILocation(line: 52, scope: !223)
!242 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !200, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !57)
!243 = !DILocalVariable(name: "x", arg: 1, scope: !242, file: !3, line: 55, type: !10)
!244 = !DILocation(line: 55, scope: !242)
!245 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !197, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !246, retainedNodes: !57)
!246 = !{!247}
!247 = !DITemplateTypeParameter(name: "T", type: !5)
!248 = !DILocalVariable(name: "arg", arg: 2, scope: !245, file: !3, line: 43, type: !10)
!249 = !DILocation(line: 43, scope: !245)
!250 = !DILocalVariable(name: "f", arg: 1, scope: !245, file: !3, line: 43, type: !199)
!251 = !DILocation(line: 45, scope: !252)
!252 = distinct !DILexicalBlock(scope: !245, file: !3, line: 44)
!253 = !DILocation(line: 46, scope: !252)
!254 = !DILocalVariable(name: "v", scope: !245, file: !3, line: 46, type: !5)
!255 = !DILocation(line: 46, scope: !245)
!256 = !DILocation(line: 47, scope: !257)
!257 = distinct !DILexicalBlock(scope: !245, file: !3, line: 46)
!258 = !DILocation(line: 48, scope: !257)
!259 = !DILocation(line: 49, scope: !260)
!260 = distinct !DILexicalBlock(scope: !245, file: !3, line: 48)
!261 = !DILocation(line: 50, scope: !260)
!262 = !DILocation(line: 51, scope: !245)
!263 = !DILocation(line: 52, scope: !245)
!264 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !123, file: !3, line: 112, type: !265, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !269, retainedNodes: !57)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !267, !10}
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!269 = !DISubprogram(name: "operator()", scope: !123, file: !3, line: 112, type: !270, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!270 = !DISubroutineType(types: !271)
!271 = !{!272, !267, !10}
!272 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!273 = !DILocalVariable(name: "k", arg: 2, scope: !264, file: !3, line: 112, type: !10)
!274 = !DILocation(line: 112, scope: !264)
!275 = !DILocalVariable(name: "this", arg: 1, scope: !264, type: !276, flags: DIFlagArtificial | DIFlagObjectPointer)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!277 = !DILocation(line: 0, scope: !264)
!278 = !DILocation(line: 113, scope: !264)
!279 = !DILocation(line: 113, scope: !280)
!280 = distinct !DILexicalBlock(scope: !264, file: !3, line: 113)
!281 = !DILocation(line: 114, scope: !264)
!282 = !DILocation(line: 115, scope: !264)
!283 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !182, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !57)
!284 = !DILocalVariable(name: "depth", arg: 1, scope: !283, file: !3, line: 63, type: !10)
!285 = !DILocation(line: 63, scope: !283)
!286 = !DILocalVariable(name: "s1", scope: !283, file: !3, line: 64, type: !20)
!287 = !DILocation(line: 64, scope: !283)
!288 = !DILocalVariable(name: "s2", scope: !289, file: !3, line: 66, type: !20)
!289 = distinct !DILexicalBlock(scope: !283, file: !3, line: 65)
!290 = !DILocation(line: 66, scope: !289)
!291 = !DILocalVariable(name: "s3", scope: !292, file: !3, line: 68, type: !20)
!292 = distinct !DILexicalBlock(scope: !289, file: !3, line: 67)
!293 = !DILocation(line: 68, scope: !292)
!294 = !DILocation(line: 69, scope: !292)
!295 = !DILocation(line: 69, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !3, line: 69)
!297 = !DILocation(line: 70, scope: !292)
!298 = !DILocalVariable(name: "d", scope: !289, file: !3, line: 70, type: !10)
!299 = !DILocation(line: 70, scope: !289)
!300 = !DILocalVariable(name: "s4", scope: !301, file: !3, line: 71, type: !20)
!301 = distinct !DILexicalBlock(scope: !289, file: !3, line: 70)
!302 = !DILocation(line: 71, scope: !301)
!303 = !DILocation(line: 72, scope: !301)
!304 = !DILocation(line: 72, scope: !305)
!305 = distinct !DILexicalBlock(scope: !301, file: !3, line: 72)
!306 = !DILocation(line: 73, scope: !301)
!307 = !DILocation(line: 74, scope: !301)
!308 = !DILocation(line: 75, scope: !289)
!309 = !DILocalVariable(name: "d", scope: !283, file: !3, line: 75, type: !10)
!310 = !DILocation(line: 75, scope: !283)
!311 = !DILocation(line: 76, scope: !312)
!312 = distinct !DILexicalBlock(scope: !283, file: !3, line: 75)
!313 = !DILocation(line: 77, scope: !312)
!314 = !DILocation(line: 78, scope: !283)
!315 = !DILocation(line: 79, scope: !283)
!316 = distinct !DISubprogram(name: "Scope", linkageName: "??0Scope@@QEAA@PEBD@Z", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !57)
!317 = !DILocalVariable(name: "n", arg: 2, scope: !316, file: !3, line: 59, type: !23)
!318 = !DILocation(line: 59, scope: !316)
!319 = !DILocalVariable(name: "this", arg: 1, scope: !316, type: !320, flags: DIFlagArtificial | DIFlagObjectPointer)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!321 = !DILocation(line: 0, scope: !316)
!322 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QEAA@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !57)
!323 = !DILocalVariable(name: "this", arg: 1, scope: !322, type: !320, flags: DIFlagArtificial | DIFlagObjectPointer)
!324 = !DILocation(line: 0, scope: !322)
!325 = !DILocation(line: 60, scope: !326)
!326 = distinct !DILexicalBlock(scope: !322, file: !3, line: 60)
!327 = !DILocation(line: 60, scope: !322)
