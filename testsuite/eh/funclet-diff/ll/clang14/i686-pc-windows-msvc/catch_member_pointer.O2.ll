; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%struct.S = type { i32, i32 }

$"?twice@S@@QAEHXZ" = comdat any

$"??_R0PQT@@H@8" = comdat any

$"??_R0PQS@@H@8" = comdat any

$"_CT??_R0PQS@@H@84" = comdat any

$"_CTA1PQS@@H" = comdat any

$"_TI1PQS@@H" = comdat any

$"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_R0P8S@@AEHXZ@8" = comdat any

$"_CT??_R0P8S@@AEHXZ@84" = comdat any

$"_CTA1P8S@@AEHXZ" = comdat any

$"_TI1P8S@@AEHXZ" = comdat any

$"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PQT@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PQT@@H\00" }, comdat
@"??_R0PQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PQS@@H\00" }, comdat
@"_CT??_R0PQS@@H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PQS@@H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1PQS@@H" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PQS@@H@84"] }, section ".xdata", comdat
@"_TI1PQS@@H" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1PQS@@H" to i8*) }, section ".xdata", comdat
@"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", comdat, align 1
@"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", comdat, align 1
@"??_R0P8S@@AEHXZ@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".P8S@@AEHXZ\00" }, comdat
@"_CT??_R0P8S@@AEHXZ@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0P8S@@AEHXZ@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0P8S@@AEHXZ@84"] }, section ".xdata", comdat
@"_TI1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1P8S@@AEHXZ" to i8*) }, section ".xdata", comdat
@"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.S, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = bitcast %struct.S* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #5
  %9 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 0
  store i32 3, i32* %9, align 4, !tbaa !3
  %10 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 1
  store i32 4, i32* %10, align 4, !tbaa !8
  store i32 4, i32* %2, align 4, !tbaa !9
  %11 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @"_TI1PQS@@H") #6
          to label %46 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14, label %39] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor7* @"??_R0PQT@@H@8", i32 0, i8* null]
  %16 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %15) ]
  catchret from %15 to label %17

17:                                               ; preds = %39, %14
  store i32 0, i32* %4, align 4, !tbaa !9
  %18 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* nonnull %18, %eh.ThrowInfo* nonnull @"_TI1PQS@@H") #6
          to label %46 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor7* @"??_R0PQS@@H@8", i32 1, i32* %5]
  %23 = load i32, i32* %5, align 4, !tbaa !9
  %24 = getelementptr inbounds i8, i8* %8, i32 %23
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !10
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %26) [ "funclet"(token %22) ]
  catchret from %22 to label %28

28:                                               ; preds = %21
  store i8* bitcast (i32 (%struct.S*)* @"?twice@S@@QAEHXZ" to i8*), i8** %6, align 4, !tbaa !9
  %29 = bitcast i8** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %29, %eh.ThrowInfo* nonnull @"_TI1P8S@@AEHXZ") #6
          to label %46 unwind label %30

30:                                               ; preds = %28
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [%rtti.TypeDescriptor11* @"??_R0P8S@@AEHXZ@8", i32 0, i8** %7]
  %34 = bitcast i8** %7 to i32 (%struct.S*)**
  %35 = load i32 (%struct.S*)*, i32 (%struct.S*)** %34, align 4, !tbaa !9
  %36 = call x86_thiscallcc noundef i32 %35(%struct.S* noundef nonnull align 4 dereferenceable(8) %1) [ "funclet"(token %33) ]
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %36) [ "funclet"(token %33) ]
  catchret from %33 to label %38

38:                                               ; preds = %32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #5
  ret i32 0

39:                                               ; preds = %12
  %40 = catchpad within %13 [%rtti.TypeDescriptor7* @"??_R0PQS@@H@8", i32 0, i32* %3]
  %41 = load i32, i32* %3, align 4, !tbaa !9
  %42 = getelementptr inbounds i8, i8* %8, i32 %41
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4, !tbaa !10
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %44) [ "funclet"(token %40) ]
  catchret from %40 to label %17

46:                                               ; preds = %28, %17, %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?twice@S@@QAEHXZ"(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 {
  %2 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !8
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUS@@", !5, i64 0, !5, i64 4}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!4, !5, i64 4}
!9 = !{!6, !6, i64 0}
!10 = !{!5, !5, i64 0}
