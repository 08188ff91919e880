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
%struct.R = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }

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

$"??_R0?AUPriv@@@8" = comdat any

$"_CT??_R0?AUPriv@@@88" = comdat any

$"_CTA1?AUPriv@@" = comdat any

$"_TI1?AUPriv@@" = comdat any

$"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = comdat any

$"??_R0?AUProt@@@8" = comdat any

$"_CT??_R0?AUProt@@@88" = comdat any

$"_CTA1?AUProt@@" = comdat any

$"_TI1?AUProt@@" = comdat any

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
@"??_R0?AUPriv@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUPriv@@\00" }, comdat
@"_CT??_R0?AUPriv@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUPriv@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUPriv@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUPriv@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", comdat, align 1
@"??_R0?AUProt@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUProt@@\00" }, comdat
@"_CT??_R0?AUProt@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUProt@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUProt@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUProt@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@str = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1
@str.2 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.3 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.4 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca <4 x i32>, align 16
  %2 = alloca %struct.R*, align 8
  %3 = alloca <4 x i32>, align 16
  %4 = alloca %struct.D*, align 8
  %5 = alloca %struct.L*, align 8
  %6 = alloca i64, align 8
  %7 = alloca %struct.Priv*, align 8
  %8 = alloca i64, align 8
  %9 = bitcast <4 x i32>* %1 to i8*
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, <4 x i32>* %1, align 16, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #4
          to label %60 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12, label %54] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.4, i64 0, i64 0)) [ "funclet"(token %13) ]
  catchret from %13 to label %15

15:                                               ; preds = %54, %12
  %16 = bitcast <4 x i32>* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %16) #5
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, <4 x i32>* %3, align 16, !tbaa !4
  %17 = bitcast %struct.D** %4 to <4 x i32>**
  store <4 x i32>* %3, <4 x i32>** %17, align 8, !tbaa !8
  %18 = bitcast %struct.D** %4 to i8*
  invoke void @_CxxThrowException(i8* nonnull %18, %eh.ThrowInfo* nonnull @"_TI4PEAUD@@") #4
          to label %60 unwind label %19

19:                                               ; preds = %15
  %20 = catchswitch within none [label %21, label %48] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor11* @"??_R0PEAUBase@@@8", i32 0, i8* null]
  %23 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.3, i64 0, i64 0)) [ "funclet"(token %22) ]
  catchret from %22 to label %24

24:                                               ; preds = %48, %21
  %25 = bitcast i64* %6 to i8*
  store i64 12884901895, i64* %6, align 8
  invoke void @_CxxThrowException(i8* nonnull %25, %eh.ThrowInfo* nonnull @"_TI1?AUPriv@@") #4
          to label %60 unwind label %26

26:                                               ; preds = %24
  %27 = catchswitch within none [label %28, label %42] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %30 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.2, i64 0, i64 0)) [ "funclet"(token %29) ]
  catchret from %29 to label %31

31:                                               ; preds = %42, %28
  %32 = bitcast i64* %8 to i8*
  store i64 17179869191, i64* %8, align 8
  invoke void @_CxxThrowException(i8* nonnull %32, %eh.ThrowInfo* nonnull @"_TI1?AUProt@@") #4
          to label %60 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35, label %39] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %37 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.1, i64 0, i64 0)) [ "funclet"(token %36) ]
  catchret from %36 to label %38

38:                                               ; preds = %39, %35
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %16) #5
  ret i32 0

39:                                               ; preds = %33
  %40 = catchpad within %34 [i8* null, i32 64, i8* null]
  %41 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %40) ]
  catchret from %40 to label %38

42:                                               ; preds = %26
  %43 = catchpad within %27 [%rtti.TypeDescriptor10* @"??_R0?AUPriv@@@8", i32 8, %struct.Priv** %7]
  %44 = load %struct.Priv*, %struct.Priv** %7, align 8, !tbaa !8
  %45 = getelementptr inbounds %struct.Priv, %struct.Priv* %44, i64 0, i32 1
  %46 = load i32, i32* %45, align 4, !tbaa !10
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %31

48:                                               ; preds = %19
  %49 = catchpad within %20 [%rtti.TypeDescriptor8* @"??_R0PEAUL@@@8", i32 0, %struct.L** %5]
  %50 = load %struct.L*, %struct.L** %5, align 8, !tbaa !8
  %51 = getelementptr inbounds %struct.L, %struct.L* %50, i64 0, i32 1
  %52 = load i32, i32* %51, align 4, !tbaa !12
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %24

54:                                               ; preds = %10
  %55 = catchpad within %11 [%rtti.TypeDescriptor7* @"??_R0?AUR@@@8", i32 8, %struct.R** %2]
  %56 = load %struct.R*, %struct.R** %2, align 8, !tbaa !8
  %57 = getelementptr inbounds %struct.R, %struct.R* %56, i64 0, i32 1
  %58 = load i32, i32* %57, align 4, !tbaa !14
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %58) [ "funclet"(token %55) ]
  catchret from %55 to label %15

60:                                               ; preds = %31, %24, %15, %0
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!11, !5, i64 4}
!11 = !{!"?AUPriv@@", !5, i64 4}
!12 = !{!13, !5, i64 4}
!13 = !{!"?AUL@@", !5, i64 4}
!14 = !{!15, !5, i64 4}
!15 = !{!"?AUR@@", !5, i64 4}
