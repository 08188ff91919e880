; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x i32] }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }
%struct.Prot = type { %struct.Base, i32 }

$"??0D@@QEAA@XZ" = comdat any

$"??0Priv@@QEAA@XZ" = comdat any

$"??0Prot@@QEAA@XZ" = comdat any

$"??0L@@QEAA@XZ" = comdat any

$"??0R@@QEAA@XZ" = comdat any

$"??0Base@@QEAA@XZ" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0?AUR@@@8" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"_CT??_R0?AUD@@@816" = comdat any

$"??_R0?AUL@@@8" = comdat any

$"_CT??_R0?AUL@@@88" = comdat any

$"_CT??_R0?AUR@@@888" = comdat any

$"_CTA3?AUD@@" = comdat any

$"_TI3?AUD@@" = comdat any

$"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@JAGLPHAJ@wrong?3?5ambiguous?5Base?$CG?6?$AA@" = comdat any

$"??_R0PEAUBase@@@8" = comdat any

$"??_R0PEAUL@@@8" = comdat any

$"??_R0PEAUD@@@8" = comdat any

$"_CT??_R0PEAUD@@@88" = comdat any

$"_CT??_R0PEAUL@@@88" = comdat any

$"??_R0PEAUR@@@8" = comdat any

$"_CT??_R0PEAUR@@@888" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA4PEAUD@@" = comdat any

$"_TI4PEAUD@@" = comdat any

$"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@JJHBAOGN@wrong?3?5ambiguous?5Base?$CK?6?$AA@" = comdat any

$"??_R0?AUPriv@@@8" = comdat any

$"_CT??_R0?AUPriv@@@88" = comdat any

$"_CTA1?AUPriv@@" = comdat any

$"_TI1?AUPriv@@" = comdat any

$"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@JOBFFLL@wrong?3?5private?5Base?$CG?6?$AA@" = comdat any

$"??_R0?AUProt@@@8" = comdat any

$"_CT??_R0?AUProt@@@88" = comdat any

$"_CTA1?AUProt@@" = comdat any

$"_TI1?AUProt@@" = comdat any

$"??_C@_0BE@MCPBAJG@Prot?5caught?5by?5?4?4?4?6?$AA@" = comdat any

$"??_C@_0BI@KELGNCCA@wrong?3?5protected?5Base?$CG?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUR@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUD@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUD@@@816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 0 }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0?AUR@@@888" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 8, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUD@@@816" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUL@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUR@@@888" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", comdat, align 1
@"??_C@_0BI@JAGLPHAJ@wrong?3?5ambiguous?5Base?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", comdat, align 1
@"??_R0PEAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".PEAUBase@@\00" }, comdat
@"??_R0PEAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUL@@\00" }, comdat
@"??_R0PEAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUD@@\00" }, comdat
@"_CT??_R0PEAUD@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUL@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUR@@\00" }, comdat
@"_CT??_R0PEAUR@@@888" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUR@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 8, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUD@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUL@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUR@@@888" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.4* @"_CTA4PEAUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", comdat, align 1
@"??_C@_0BI@JJHBAOGN@wrong?3?5ambiguous?5Base?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", comdat, align 1
@"??_R0?AUPriv@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUPriv@@\00" }, comdat
@"_CT??_R0?AUPriv@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUPriv@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUPriv@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUPriv@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", comdat, align 1
@"??_C@_0BG@JOBFFLL@wrong?3?5private?5Base?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", comdat, align 1
@"??_R0?AUProt@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUProt@@\00" }, comdat
@"_CT??_R0?AUProt@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUProt@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUProt@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUProt@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@MCPBAJG@Prot?5caught?5by?5?4?4?4?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", comdat, align 1
@"??_C@_0BI@KELGNCCA@wrong?3?5protected?5Base?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 4
  %3 = alloca %struct.R*, align 8
  %4 = alloca %struct.D, align 4
  %5 = alloca %struct.D*, align 8
  %6 = alloca %struct.L*, align 8
  %7 = alloca %struct.Priv, align 4
  %8 = alloca %struct.Priv*, align 8
  %9 = alloca %struct.Prot, align 4
  store i32 0, i32* %1, align 4
  %10 = bitcast %struct.D* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %10, i8 0, i64 16, i1 false)
  %11 = call noundef %struct.D* @"??0D@@QEAA@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(16) %2) #4
  %12 = bitcast %struct.D* %2 to i8*
  invoke void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @"_TI3?AUD@@") #5
          to label %74 unwind label %13

13:                                               ; preds = %0
  %14 = catchswitch within none [label %15, label %67] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@JAGLPHAJ@wrong?3?5ambiguous?5Base?$CG?6?$AA@", i64 0, i64 0)) [ "funclet"(token %16) ]
  catchret from %16 to label %18

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %18, %73
  %20 = call noundef %struct.D* @"??0D@@QEAA@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(16) %4) #4
  store %struct.D* %4, %struct.D** %5, align 8
  %21 = bitcast %struct.D** %5 to i8*
  invoke void @_CxxThrowException(i8* %21, %eh.ThrowInfo* @"_TI4PEAUD@@") #5
          to label %74 unwind label %22

22:                                               ; preds = %19
  %23 = catchswitch within none [label %24, label %60] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor11* @"??_R0PEAUBase@@@8", i32 0, i8* null]
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@JJHBAOGN@wrong?3?5ambiguous?5Base?$CK?6?$AA@", i64 0, i64 0)) [ "funclet"(token %25) ]
  catchret from %25 to label %27

27:                                               ; preds = %24
  br label %28

28:                                               ; preds = %27, %66
  %29 = bitcast %struct.Priv* %7 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %29, i8 0, i64 8, i1 false)
  %30 = call noundef %struct.Priv* @"??0Priv@@QEAA@XZ"(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %7) #4
  %31 = bitcast %struct.Priv* %7 to i8*
  invoke void @_CxxThrowException(i8* %31, %eh.ThrowInfo* @"_TI1?AUPriv@@") #5
          to label %74 unwind label %32

32:                                               ; preds = %28
  %33 = catchswitch within none [label %34, label %53] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@JOBFFLL@wrong?3?5private?5Base?$CG?6?$AA@", i64 0, i64 0)) [ "funclet"(token %35) ]
  catchret from %35 to label %37

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %37, %59
  %39 = bitcast %struct.Prot* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %39, i8 0, i64 8, i1 false)
  %40 = call noundef %struct.Prot* @"??0Prot@@QEAA@XZ"(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %9) #4
  %41 = bitcast %struct.Prot* %9 to i8*
  invoke void @_CxxThrowException(i8* %41, %eh.ThrowInfo* @"_TI1?AUProt@@") #5
          to label %74 unwind label %42

42:                                               ; preds = %38
  %43 = catchswitch within none [label %44, label %49] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@KELGNCCA@wrong?3?5protected?5Base?$CG?6?$AA@", i64 0, i64 0)) [ "funclet"(token %45) ]
  catchret from %45 to label %47

47:                                               ; preds = %44
  br label %48

48:                                               ; preds = %47, %52
  ret i32 0

49:                                               ; preds = %42
  %50 = catchpad within %43 [i8* null, i32 64, i8* null]
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@MCPBAJG@Prot?5caught?5by?5?4?4?4?6?$AA@", i64 0, i64 0)) [ "funclet"(token %50) ]
  catchret from %50 to label %52

52:                                               ; preds = %49
  br label %48

53:                                               ; preds = %32
  %54 = catchpad within %33 [%rtti.TypeDescriptor10* @"??_R0?AUPriv@@@8", i32 8, %struct.Priv** %8]
  %55 = load %struct.Priv*, %struct.Priv** %8, align 8
  %56 = getelementptr inbounds %struct.Priv, %struct.Priv* %55, i32 0, i32 1
  %57 = load i32, i32* %56, align 4
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %57) [ "funclet"(token %54) ]
  catchret from %54 to label %59

59:                                               ; preds = %53
  br label %38

60:                                               ; preds = %22
  %61 = catchpad within %23 [%rtti.TypeDescriptor8* @"??_R0PEAUL@@@8", i32 0, %struct.L** %6]
  %62 = load %struct.L*, %struct.L** %6, align 8
  %63 = getelementptr inbounds %struct.L, %struct.L* %62, i32 0, i32 1
  %64 = load i32, i32* %63, align 4
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %64) [ "funclet"(token %61) ]
  catchret from %61 to label %66

66:                                               ; preds = %60
  br label %28

67:                                               ; preds = %13
  %68 = catchpad within %14 [%rtti.TypeDescriptor7* @"??_R0?AUR@@@8", i32 8, %struct.R** %3]
  %69 = load %struct.R*, %struct.R** %3, align 8
  %70 = getelementptr inbounds %struct.R, %struct.R* %69, i32 0, i32 1
  %71 = load i32, i32* %70, align 4
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %71) [ "funclet"(token %68) ]
  catchret from %68 to label %73

73:                                               ; preds = %67
  br label %19

74:                                               ; preds = %38, %28, %19, %0
  unreachable
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.D* @"??0D@@QEAA@XZ"(%struct.D* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to %struct.L*
  %5 = call noundef %struct.L* @"??0L@@QEAA@XZ"(%struct.L* noundef nonnull align 4 dereferenceable(8) %4) #4
  %6 = bitcast %struct.D* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i64 8
  %8 = bitcast i8* %7 to %struct.R*
  %9 = call noundef %struct.R* @"??0R@@QEAA@XZ"(%struct.R* noundef nonnull align 4 dereferenceable(8) %8) #4
  ret %struct.D* %3
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Priv* @"??0Priv@@QEAA@XZ"(%struct.Priv* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Priv*, align 8
  store %struct.Priv* %0, %struct.Priv** %2, align 8
  %3 = load %struct.Priv*, %struct.Priv** %2, align 8
  %4 = bitcast %struct.Priv* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #4
  %6 = getelementptr inbounds %struct.Priv, %struct.Priv* %3, i32 0, i32 1
  store i32 3, i32* %6, align 4
  ret %struct.Priv* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Prot* @"??0Prot@@QEAA@XZ"(%struct.Prot* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Prot*, align 8
  store %struct.Prot* %0, %struct.Prot** %2, align 8
  %3 = load %struct.Prot*, %struct.Prot** %2, align 8
  %4 = bitcast %struct.Prot* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #4
  %6 = getelementptr inbounds %struct.Prot, %struct.Prot* %3, i32 0, i32 1
  store i32 4, i32* %6, align 4
  ret %struct.Prot* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.L* @"??0L@@QEAA@XZ"(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  %4 = bitcast %struct.L* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #4
  %6 = getelementptr inbounds %struct.L, %struct.L* %3, i32 0, i32 1
  store i32 1, i32* %6, align 4
  ret %struct.L* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.R* @"??0R@@QEAA@XZ"(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  %4 = bitcast %struct.R* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #4
  %6 = getelementptr inbounds %struct.R, %struct.R* %3, i32 0, i32 1
  store i32 2, i32* %6, align 4
  ret %struct.R* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@XZ"(%struct.Base* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 0
  store i32 7, i32* %4, align 4
  ret %struct.Base* %3
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
