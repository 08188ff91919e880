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

@allocs = internal global i32 0, align 4
@frees = internal global i32 0, align 4
@"?budget@Fragile@@2HA" = dso_local global i32 0, align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", comdat, align 1
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@dtors = internal global i32 0, align 4
@ctors = internal global i32 0, align 4
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

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @allocs, align 4
  %5 = load i64, i64* %2, align 8
  %6 = call i8* @malloc(i64 noundef %5)
  ret i8* %6
}

declare dso_local i8* @malloc(i64 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @allocs, align 4
  %5 = load i64, i64* %2, align 8
  %6 = call i8* @malloc(i64 noundef %5)
  ret i8* %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) #2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 8
  call void @free(i8* noundef %9)
  ret void
}

declare dso_local void @free(i8* noundef) #1

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??_V@YAXPEAX@Z"(i8* noundef %0) #2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 8
  call void @free(i8* noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %13 = invoke noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 4) #8
          to label %14 unwind label %22

14:                                               ; preds = %0
  %15 = bitcast i8* %13 to %struct.Fragile*
  %16 = invoke noundef %struct.Fragile* @"??0Fragile@@QEAA@H@Z"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %17 unwind label %61

17:                                               ; preds = %14
  store %struct.Fragile* %15, %struct.Fragile** %2, align 8
  %18 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %19 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20)
          to label %60 unwind label %22

22:                                               ; preds = %17, %61, %0
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %3]
  %26 = load i32, i32* @frees, align 4
  %27 = load i32, i32* @allocs, align 4
  %28 = load i8*, i8** %3, align 8
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %28, i32 noundef %27, i32 noundef %26) [ "funclet"(token %25) ]
  catchret from %25 to label %30

30:                                               ; preds = %24
  br label %31

31:                                               ; preds = %30, %60
  store i32 3, i32* @"?budget@Fragile@@2HA", align 4
  %32 = invoke noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef 28) #8
          to label %33 unwind label %73

33:                                               ; preds = %31
  %34 = bitcast i8* %32 to i64*
  store i64 5, i64* %34, align 8
  %35 = getelementptr inbounds i8, i8* %32, i64 8
  %36 = bitcast i8* %35 to %struct.Fragile*
  %37 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %36, i64 5
  br label %38

38:                                               ; preds = %41, %33
  %39 = phi %struct.Fragile* [ %36, %33 ], [ %42, %41 ]
  %40 = invoke noundef %struct.Fragile* @"??0Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %39)
          to label %41 unwind label %63

41:                                               ; preds = %38
  %42 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %39, i64 1
  %43 = icmp eq %struct.Fragile* %42, %37
  br i1 %43, label %44, label %38

44:                                               ; preds = %41
  store %struct.Fragile* %36, %struct.Fragile** %4, align 8
  %45 = load %struct.Fragile*, %struct.Fragile** %4, align 8
  %46 = icmp eq %struct.Fragile* %45, null
  br i1 %46, label %59, label %47

47:                                               ; preds = %44
  %48 = bitcast %struct.Fragile* %45 to i8*
  %49 = getelementptr inbounds i8, i8* %48, i64 -8
  %50 = bitcast i8* %49 to i64*
  %51 = load i64, i64* %50, align 4
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %45, i64 %51
  %53 = icmp eq %struct.Fragile* %45, %52
  br i1 %53, label %58, label %54

54:                                               ; preds = %54, %47
  %55 = phi %struct.Fragile* [ %52, %47 ], [ %56, %54 ]
  %56 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %55, i64 -1
  call void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %56) #9
  %57 = icmp eq %struct.Fragile* %56, %45
  br i1 %57, label %58, label %54

58:                                               ; preds = %54, %47
  call void @"??_V@YAXPEAX@Z"(i8* noundef %49) #10
  br label %59

59:                                               ; preds = %58, %44
  br label %83

60:                                               ; preds = %17
  br label %31

61:                                               ; preds = %14
  %62 = cleanuppad within none []
  call void @"??3@YAXPEAX@Z"(i8* noundef %13) #10 [ "funclet"(token %62) ]
  cleanupret from %62 unwind label %22

63:                                               ; preds = %38
  %64 = cleanuppad within none []
  %65 = icmp eq %struct.Fragile* %36, %39
  br i1 %65, label %70, label %66

66:                                               ; preds = %66, %63
  %67 = phi %struct.Fragile* [ %39, %63 ], [ %68, %66 ]
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i64 -1
  call void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #9 [ "funclet"(token %64) ]
  %69 = icmp eq %struct.Fragile* %68, %36
  br i1 %69, label %70, label %66

70:                                               ; preds = %66, %63
  cleanupret from %64 unwind label %71

71:                                               ; preds = %70
  %72 = cleanuppad within none []
  call void @"??_V@YAXPEAX@Z"(i8* noundef %32) #10 [ "funclet"(token %72) ]
  cleanupret from %72 unwind label %73

73:                                               ; preds = %71, %31
  %74 = catchswitch within none [label %75] unwind to caller

75:                                               ; preds = %73
  %76 = catchpad within %74 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %77 = load i32, i32* @frees, align 4
  %78 = load i32, i32* @dtors, align 4
  %79 = load i32, i32* @ctors, align 4
  %80 = load i32, i32* %5, align 4
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i64 0, i64 0), i32 noundef %80, i32 noundef %79, i32 noundef %78, i32 noundef %77) [ "funclet"(token %76) ]
  catchret from %76 to label %82

82:                                               ; preds = %75
  br label %83

83:                                               ; preds = %82, %59
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %84

84:                                               ; preds = %98, %83
  %85 = load i32, i32* %7, align 4
  %86 = icmp slt i32 %85, 5
  br i1 %86, label %87, label %104

87:                                               ; preds = %84
  %88 = load i32, i32* %7, align 4
  %89 = invoke noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %88)
          to label %101 unwind label %90

90:                                               ; preds = %87
  %91 = catchswitch within none [label %92] unwind to caller

92:                                               ; preds = %90
  %93 = catchpad within %91 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %94 = load i32, i32* %8, align 4
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %94) [ "funclet"(token %93) ]
  catchret from %93 to label %96

96:                                               ; preds = %92
  br label %97

97:                                               ; preds = %96, %101
  br label %98

98:                                               ; preds = %97
  %99 = load i32, i32* %7, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %7, align 4
  br label %84, !llvm.loop !4

101:                                              ; preds = %87
  %102 = load i32, i32* %6, align 4
  %103 = add nsw i32 %102, %89
  store i32 %103, i32* %6, align 4
  br label %97

104:                                              ; preds = %84
  %105 = call noundef i32 @"?never@@YAHH@Z"(i32 noundef 1) #9
  %106 = call noundef i32 @"?nothing@@YAHH@Z"(i32 noundef 1) #9
  %107 = load i32, i32* %6, align 4
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %107, i32 noundef %106, i32 noundef %105)
  %109 = call noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_short@@YAXH@Z", i32 noundef 1)
  %110 = call noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_long@@YAXH@Z", i32 noundef 3)
  %111 = call noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_short@@YAXH@Z", i32 noundef 7)
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i64 0, i64 0), i32 noundef %111, i32 noundef %110, i32 noundef %109)
  %113 = getelementptr inbounds %class.anon, %class.anon* %9, i32 0, i32 0
  store i32* %6, i32** %113, align 8
  store i32 0, i32* %10, align 4
  br label %114

114:                                              ; preds = %129, %104
  %115 = load i32, i32* %10, align 4
  %116 = icmp slt i32 %115, 4
  br i1 %116, label %117, label %133

117:                                              ; preds = %114
  %118 = load i32, i32* %10, align 4
  invoke void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 8 dereferenceable(8) %9, i32 noundef %118)
          to label %132 unwind label %119

119:                                              ; preds = %117
  %120 = catchswitch within none [label %121] unwind to caller

121:                                              ; preds = %119
  %122 = catchpad within %120 [%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8", i32 8, %struct.Fragile** %11]
  %123 = load %struct.Fragile*, %struct.Fragile** %11, align 8
  %124 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %123, i32 0, i32 0
  %125 = load i32, i32* %124, align 4
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %125) [ "funclet"(token %122) ]
  catchret from %122 to label %127

127:                                              ; preds = %121
  br label %128

128:                                              ; preds = %127, %132
  br label %129

129:                                              ; preds = %128
  %130 = load i32, i32* %10, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, i32* %10, align 4
  br label %114, !llvm.loop !6

132:                                              ; preds = %117
  br label %128

133:                                              ; preds = %114
  store i32 0, i32* %12, align 4
  br label %134

134:                                              ; preds = %142, %133
  %135 = load i32, i32* %12, align 4
  %136 = icmp slt i32 %135, 3
  br i1 %136, label %137, label %145

137:                                              ; preds = %134
  %138 = load i32, i32* %12, align 4
  %139 = call noundef i32 @"?layered@@YAHH@Z"(i32 noundef %138)
  %140 = load i32, i32* %12, align 4
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %140, i32 noundef %139)
  br label %142

142:                                              ; preds = %137
  %143 = load i32, i32* %12, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, i32* %12, align 4
  br label %134, !llvm.loop !7

145:                                              ; preds = %134
  %146 = load i32, i32* %6, align 4
  %147 = load i32, i32* @dtors, align 4
  %148 = load i32, i32* @ctors, align 4
  %149 = load i32, i32* @frees, align 4
  %150 = load i32, i32* @allocs, align 4
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i64 0, i64 0), i32 noundef %150, i32 noundef %149, i32 noundef %148, i32 noundef %147, i32 noundef %146)
  ret i32 0
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Fragile* @"??0Fragile@@QEAA@H@Z"(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Fragile*, align 8
  %5 = alloca i8*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Fragile* %0, %struct.Fragile** %4, align 8
  %6 = load %struct.Fragile*, %struct.Fragile** %4, align 8
  %7 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 4
  %9 = load i32, i32* %3, align 4
  %10 = icmp eq i32 %9, 13
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HIAMJGNH@unlucky?$AA@", i64 0, i64 0), i8** %5, align 8
  %12 = bitcast i8** %5 to i8*
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @_TIC2PEAD) #11
  unreachable

13:                                               ; preds = %2
  %14 = load i32, i32* @ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @ctors, align 4
  ret %struct.Fragile* %6
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Fragile* @"??0Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 8
  %3 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  %4 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %5 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %4, i32 0, i32 0
  %6 = load i32, i32* @"?budget@Fragile@@2HA", align 4
  store i32 %6, i32* %5, align 4
  %7 = load i32, i32* @"?budget@Fragile@@2HA", align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* @"?budget@Fragile@@2HA", align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %1
  %11 = load i32, i32* @"?budget@Fragile@@2HA", align 4
  store i32 %11, i32* %3, align 4
  %12 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @_TI1H) #11
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* @ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @ctors, align 4
  ret %struct.Fragile* %4
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Fragile@@QEAA@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = load i32, i32* @dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @dtors, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %0) #6 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = icmp sgt i32 %4, 2
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = mul nsw i32 %7, 2
  store i32 %8, i32* %3, align 4
  %9 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #11
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?never@@YAHH@Z"(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?nothing@@YAHH@Z"(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 8
  %6 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  store void (i32)* %0, void (i32)** %5, align 8
  %7 = load void (i32)*, void (i32)** %5, align 8
  %8 = load i32, i32* %4, align 4
  invoke void %7(i32 noundef %8)
          to label %16 unwind label %9

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %14] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %13 = load i32, i32* %6, align 4
  store i32 %13, i32* %3, align 4
  catchret from %12 to label %18

14:                                               ; preds = %9
  %15 = catchpad within %10 [i8* null, i32 64, i8* null]
  store i32 -1, i32* %3, align 4
  catchret from %15 to label %17

16:                                               ; preds = %2
  br label %19

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %11
  br label %20

19:                                               ; preds = %16
  store i32 0, i32* %3, align 4
  br label %20

20:                                               ; preds = %19, %18, %17
  %21 = load i32, i32* %3, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_short@@YAXH@Z"(i32 noundef %0) #6 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = trunc i32 %4 to i16
  store i16 %5, i16* %3, align 2
  %6 = bitcast i16* %3 to i8*
  call void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @_TI1F) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 8
  %6 = alloca i64, align 8
  store i32 %1, i32* %4, align 4
  store void (i32)* %0, void (i32)** %5, align 8
  %7 = load void (i32)*, void (i32)** %5, align 8
  %8 = load i32, i32* %4, align 4
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %6]
  %13 = load i64, i64* %6, align 8
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %3, align 4
  catchret from %12 to label %19

15:                                               ; preds = %9
  %16 = catchpad within %10 [i8* null, i32 64, i8* null]
  store i32 -1, i32* %3, align 4
  catchret from %16 to label %18

17:                                               ; preds = %2
  br label %20

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, i32* %3, align 4
  br label %21

21:                                               ; preds = %20, %19, %18
  %22 = load i32, i32* %3, align 4
  ret i32 %22
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_long@@YAXH@Z"(i32 noundef %0) #6 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  store i64 %6, i64* %3, align 8
  %7 = bitcast i64* %3 to i8*
  call void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @_TI1_J) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 8
  %6 = alloca i16, align 2
  store i32 %1, i32* %4, align 4
  store void (i32)* %0, void (i32)** %5, align 8
  %7 = load void (i32)*, void (i32)** %5, align 8
  %8 = load i32, i32* %4, align 4
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %6]
  %13 = load i16, i16* %6, align 2
  %14 = sext i16 %13 to i32
  store i32 %14, i32* %3, align 4
  catchret from %12 to label %19

15:                                               ; preds = %9
  %16 = catchpad within %10 [i8* null, i32 64, i8* null]
  store i32 -1, i32* %3, align 4
  catchret from %16 to label %18

17:                                               ; preds = %2
  br label %20

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, i32* %3, align 4
  br label %21

21:                                               ; preds = %20, %19, %18
  %22 = load i32, i32* %3, align 4
  ret i32 %22
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #6 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon*, align 8
  %5 = alloca %struct.Fragile, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon* %0, %class.anon** %4, align 8
  %6 = load %class.anon*, %class.anon** %4, align 8
  %7 = load i32, i32* %3, align 4
  %8 = and i32 %7, 1
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 %11, 3
  %13 = call noundef %struct.Fragile* @"??0Fragile@@QEAA@H@Z"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %12)
  %14 = bitcast %struct.Fragile* %5 to i8*
  call void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @"_TI1?AUFragile@@") #11
  unreachable

15:                                               ; preds = %2
  %16 = load i32, i32* %3, align 4
  %17 = getelementptr inbounds %class.anon, %class.anon* %6, i32 0, i32 0
  %18 = load i32*, i32** %17, align 8
  %19 = load i32, i32* %18, align 4
  %20 = add nsw i32 %19, %16
  store i32 %20, i32* %18, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?layered@@YAHH@Z"(i32 noundef %0) #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %13 = call noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0))
  %14 = invoke noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0))
          to label %15 unwind label %49

15:                                               ; preds = %1
  %16 = invoke noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0))
          to label %17 unwind label %26

17:                                               ; preds = %15
  %18 = load i32, i32* %3, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %17
  %21 = load i32, i32* %3, align 4
  store i32 %21, i32* %7, align 4
  %22 = bitcast i32* %7 to i8*
  invoke void @_CxxThrowException(i8* %22, %eh.ThrowInfo* @_TI1H) #11
          to label %61 unwind label %24

23:                                               ; preds = %17
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %6) #9
  br label %43

24:                                               ; preds = %20
  %25 = cleanuppad within none []
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %6) #9 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %26

26:                                               ; preds = %24, %15
  %27 = catchswitch within none [label %28] unwind label %47

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %30 = invoke noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %9, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) [ "funclet"(token %29) ]
          to label %31 unwind label %47

31:                                               ; preds = %28
  %32 = load i32, i32* %8, align 4
  %33 = icmp sgt i32 %32, 1
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = load i32, i32* %8, align 4
  %36 = add nsw i32 %35, 10
  store i32 %36, i32* %10, align 4
  %37 = bitcast i32* %10 to i8*
  invoke void @_CxxThrowException(i8* %37, %eh.ThrowInfo* @_TI1H) #11 [ "funclet"(token %29) ]
          to label %61 unwind label %40

38:                                               ; preds = %31
  %39 = load i32, i32* %8, align 4
  store i32 %39, i32* %2, align 4
  store i32 1, i32* %11, align 4
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %9) #9 [ "funclet"(token %29) ]
  catchret from %29 to label %42

40:                                               ; preds = %34
  %41 = cleanuppad within %29 []
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %9) #9 [ "funclet"(token %41) ]
  cleanupret from %41 unwind label %47

42:                                               ; preds = %38
  br label %44

43:                                               ; preds = %23
  store i32 0, i32* %11, align 4
  br label %44

44:                                               ; preds = %43, %42
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #9
  %45 = load i32, i32* %11, align 4
  switch i32 %45, label %57 [
    i32 0, label %46
  ]

46:                                               ; preds = %44
  br label %56

47:                                               ; preds = %40, %28, %26
  %48 = cleanuppad within none []
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #9 [ "funclet"(token %48) ]
  cleanupret from %48 unwind label %49

49:                                               ; preds = %47, %1
  %50 = catchswitch within none [label %51] unwind label %59

51:                                               ; preds = %49
  %52 = catchpad within %50 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12]
  %53 = load i32, i32* %12, align 4
  %54 = mul nsw i32 %53, 100
  store i32 %54, i32* %2, align 4
  store i32 1, i32* %11, align 4
  catchret from %52 to label %55

55:                                               ; preds = %51
  br label %57

56:                                               ; preds = %46
  store i32 0, i32* %2, align 4
  store i32 1, i32* %11, align 4
  br label %57

57:                                               ; preds = %56, %55, %44
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #9
  %58 = load i32, i32* %2, align 4
  ret i32 %58

59:                                               ; preds = %49
  %60 = cleanuppad within none []
  call void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #9 [ "funclet"(token %60) ]
  cleanupret from %60 unwind to caller

61:                                               ; preds = %34, %20
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Scope* @"??0Scope@@QEAA@PEBD@Z"(%struct.Scope* noundef nonnull returned align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Scope*, align 8
  store i8* %1, i8** %3, align 8
  store %struct.Scope* %0, %struct.Scope** %4, align 8
  %5 = load %struct.Scope*, %struct.Scope** %4, align 8
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 8
  store i8* %7, i8** %6, align 8
  ret %struct.Scope* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Scope@@QEAA@XZ"(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Scope*, align 8
  store %struct.Scope* %0, %struct.Scope** %2, align 8
  %3 = load %struct.Scope*, %struct.Scope** %2, align 8
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #12 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { builtin allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
