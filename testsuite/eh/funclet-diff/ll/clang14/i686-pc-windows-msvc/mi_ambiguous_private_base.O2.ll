; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x %eh.CatchableType*] }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }
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

$"??_R0PAUBase@@@8" = comdat any

$"??_R0PAUL@@@8" = comdat any

$"??_R0PAUD@@@8" = comdat any

$"_CT??_R0PAUD@@@84" = comdat any

$"_CT??_R0PAUL@@@84" = comdat any

$"??_R0PAUR@@@8" = comdat any

$"_CT??_R0PAUR@@@848" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA4PAUD@@" = comdat any

$"_TI4PAUD@@" = comdat any

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
@"_CT??_R0?AUD@@@816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 0, i32 -1, i32 0, i32 16, i8* null }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUL@@@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@"_CT??_R0?AUR@@@888" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUR@@@8" to i8*), i32 8, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUD@@@816", %eh.CatchableType* @"_CT??_R0?AUL@@@88", %eh.CatchableType* @"_CT??_R0?AUR@@@888"] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AUD@@" to i8*) }, section ".xdata", comdat
@"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", comdat, align 1
@"??_R0PAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".PAUBase@@\00" }, comdat
@"??_R0PAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUL@@\00" }, comdat
@"??_R0PAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUD@@\00" }, comdat
@"_CT??_R0PAUD@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUD@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CT??_R0PAUL@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUL@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUR@@\00" }, comdat
@"_CT??_R0PAUR@@@848" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUR@@@8" to i8*), i32 8, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA4PAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAUD@@@84", %eh.CatchableType* @"_CT??_R0PAUL@@@84", %eh.CatchableType* @"_CT??_R0PAUR@@@848", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI4PAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.4* @"_CTA4PAUD@@" to i8*) }, section ".xdata", comdat
@"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", comdat, align 1
@"??_R0?AUPriv@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUPriv@@\00" }, comdat
@"_CT??_R0?AUPriv@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUPriv@@@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@"_CTA1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUPriv@@@88"] }, section ".xdata", comdat
@"_TI1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUPriv@@" to i8*) }, section ".xdata", comdat
@"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", comdat, align 1
@"??_R0?AUProt@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUProt@@\00" }, comdat
@"_CT??_R0?AUProt@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUProt@@@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@"_CTA1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUProt@@@88"] }, section ".xdata", comdat
@"_TI1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUProt@@" to i8*) }, section ".xdata", comdat
@str = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1
@str.2 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.3 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.4 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = alloca %struct.R*, align 4
  %3 = alloca %struct.D, align 4
  %4 = alloca %struct.D*, align 4
  %5 = alloca %struct.L*, align 4
  %6 = alloca i64, align 4
  %7 = alloca %struct.Priv*, align 4
  %8 = alloca i64, align 4
  %9 = bitcast %struct.D* %1 to i8*
  %10 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0, i32 0
  store i32 7, i32* %10, align 4, !tbaa !3
  %11 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  store i32 1, i32* %11, align 4, !tbaa !8
  %12 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0, i32 0
  store i32 7, i32* %12, align 4, !tbaa !3
  %13 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 2, i32* %13, align 4, !tbaa !10
  invoke void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #4
          to label %67 unwind label %14

14:                                               ; preds = %0
  %15 = catchswitch within none [label %16, label %61] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %18 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.4, i32 0, i32 0)) [ "funclet"(token %17) ]
  catchret from %17 to label %19

19:                                               ; preds = %61, %16
  %20 = bitcast %struct.D* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %20) #5
  %21 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 0, i32 0, i32 0
  store i32 7, i32* %21, align 4, !tbaa !3
  %22 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 0, i32 1
  store i32 1, i32* %22, align 4, !tbaa !8
  %23 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 1, i32 0, i32 0
  store i32 7, i32* %23, align 4, !tbaa !3
  %24 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 1, i32 1
  store i32 2, i32* %24, align 4, !tbaa !10
  store %struct.D* %3, %struct.D** %4, align 4, !tbaa !12
  %25 = bitcast %struct.D** %4 to i8*
  invoke void @_CxxThrowException(i8* nonnull %25, %eh.ThrowInfo* nonnull @"_TI4PAUD@@") #4
          to label %67 unwind label %26

26:                                               ; preds = %19
  %27 = catchswitch within none [label %28, label %55] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor10* @"??_R0PAUBase@@@8", i32 0, i8* null]
  %30 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.3, i32 0, i32 0)) [ "funclet"(token %29) ]
  catchret from %29 to label %31

31:                                               ; preds = %55, %28
  %32 = bitcast i64* %6 to i8*
  store i64 12884901895, i64* %6, align 4
  invoke void @_CxxThrowException(i8* nonnull %32, %eh.ThrowInfo* nonnull @"_TI1?AUPriv@@") #4
          to label %67 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35, label %49] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %37 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.2, i32 0, i32 0)) [ "funclet"(token %36) ]
  catchret from %36 to label %38

38:                                               ; preds = %49, %35
  %39 = bitcast i64* %8 to i8*
  store i64 17179869191, i64* %8, align 4
  invoke void @_CxxThrowException(i8* nonnull %39, %eh.ThrowInfo* nonnull @"_TI1?AUProt@@") #4
          to label %67 unwind label %40

40:                                               ; preds = %38
  %41 = catchswitch within none [label %42, label %46] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, i8* null]
  %44 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.1, i32 0, i32 0)) [ "funclet"(token %43) ]
  catchret from %43 to label %45

45:                                               ; preds = %46, %42
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %20) #5
  ret i32 0

46:                                               ; preds = %40
  %47 = catchpad within %41 [i8* null, i32 64, i8* null]
  %48 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %47) ]
  catchret from %47 to label %45

49:                                               ; preds = %33
  %50 = catchpad within %34 [%rtti.TypeDescriptor10* @"??_R0?AUPriv@@@8", i32 8, %struct.Priv** %7]
  %51 = load %struct.Priv*, %struct.Priv** %7, align 4, !tbaa !12
  %52 = getelementptr inbounds %struct.Priv, %struct.Priv* %51, i32 0, i32 1
  %53 = load i32, i32* %52, align 4, !tbaa !14
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %53) [ "funclet"(token %50) ]
  catchret from %50 to label %38

55:                                               ; preds = %26
  %56 = catchpad within %27 [%rtti.TypeDescriptor7* @"??_R0PAUL@@@8", i32 0, %struct.L** %5]
  %57 = load %struct.L*, %struct.L** %5, align 4, !tbaa !12
  %58 = getelementptr inbounds %struct.L, %struct.L* %57, i32 0, i32 1
  %59 = load i32, i32* %58, align 4, !tbaa !8
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %59) [ "funclet"(token %56) ]
  catchret from %56 to label %31

61:                                               ; preds = %14
  %62 = catchpad within %15 [%rtti.TypeDescriptor7* @"??_R0?AUR@@@8", i32 8, %struct.R** %2]
  %63 = load %struct.R*, %struct.R** %2, align 4, !tbaa !12
  %64 = getelementptr inbounds %struct.R, %struct.R* %63, i32 0, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa !10
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %65) [ "funclet"(token %62) ]
  catchret from %62 to label %19

67:                                               ; preds = %38, %31, %19, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUBase@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !5, i64 4}
!9 = !{!"?AUL@@", !5, i64 4}
!10 = !{!11, !5, i64 4}
!11 = !{!"?AUR@@", !5, i64 4}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !6, i64 0}
!14 = !{!15, !5, i64 4}
!15 = !{!"?AUPriv@@", !5, i64 4}
