; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTIP7Derived = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 4
@str = private unnamed_addr constant [18 x i8] c"never: unexpected\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL13never_handlerv) #8
  br label %6

2:                                                ; preds = %19
  %3 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 0) #8
  %4 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 3) #8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3)
  ret i32 0

6:                                                ; preds = %0, %19
  %7 = phi i32 [ 0, %0 ], [ %20, %19 ]
  invoke fastcc void @_ZL4speci(i32 noundef %7)
          to label %18 unwind label %8

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
          catch ptr @_ZTI4Base
          catch ptr @_ZTIi
          catch ptr @_ZTIP4Base
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Derived) #8
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %8
  %15 = tail call ptr @__cxa_begin_catch(ptr %10) #8
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7, i32 noundef %16)
  tail call void @__cxa_end_catch()
  br label %19

18:                                               ; preds = %6
  unreachable

19:                                               ; preds = %39, %32, %25, %14
  %20 = add nuw nsw i32 %7, 1
  %21 = icmp eq i32 %20, 4
  br i1 %21, label %2, label %6, !llvm.loop !11

22:                                               ; preds = %8
  %23 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #8
  %24 = icmp eq i32 %11, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %22
  %26 = tail call ptr @__cxa_begin_catch(ptr %10) #8
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, i32 noundef %27)
  tail call void @__cxa_end_catch()
  br label %19

29:                                               ; preds = %22
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %31 = icmp eq i32 %11, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = tail call ptr @__cxa_begin_catch(ptr %10) #8
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7, i32 noundef %34)
  tail call void @__cxa_end_catch() #8
  br label %19

36:                                               ; preds = %29
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #8
  %38 = icmp eq i32 %11, %37
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = tail call ptr @__cxa_begin_catch(ptr %10) #8
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %41)
  tail call void @__cxa_end_catch() #8
  br label %19

43:                                               ; preds = %36
  resume { ptr, i32 } %9
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZL13never_handlerv() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL4speci(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  switch i32 %0, label %18 [
    i32 0, label %2
    i32 1, label %6
    i32 2, label %16
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 10, ptr %3, align 16, !tbaa !6
  br label %20

4:                                                ; preds = %20
  %5 = landingpad { ptr, i32 }
          filter [3 x ptr] [ptr @_ZTI4Base, ptr @_ZTIi, ptr @_ZTIP4Base]
  br label %10

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 11, ptr %7, align 16
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTI7Derived, ptr null) #9
          to label %25 unwind label %8

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup
          filter [3 x ptr] [ptr @_ZTI4Base, ptr @_ZTIi, ptr @_ZTIP4Base]
  br label %10

10:                                               ; preds = %8, %4
  %11 = phi { ptr, i32 } [ %5, %4 ], [ %9, %8 ]
  %12 = extractvalue { ptr, i32 } %11, 1
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %24

14:                                               ; preds = %10
  %15 = extractvalue { ptr, i32 } %11, 0
  tail call void @__cxa_call_unexpected(ptr %15) #9
  unreachable

16:                                               ; preds = %1
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 12, ptr %17, align 16, !tbaa !13
  br label %20

18:                                               ; preds = %1
  store i32 13, ptr @_ZL3g_d, align 4, !tbaa !6
  %19 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @_ZL3g_d, ptr %19, align 16, !tbaa !14
  br label %20

20:                                               ; preds = %2, %16, %18
  %21 = phi ptr [ %19, %18 ], [ %17, %16 ], [ %3, %2 ]
  %22 = phi ptr [ @_ZTIP7Derived, %18 ], [ @_ZTIi, %16 ], [ @_ZTI4Base, %2 ]
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull %22, ptr null) #9
          to label %23 unwind label %4

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %10
  resume { ptr, i32 } %11

25:                                               ; preds = %6
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse nounwind uwtable
define internal fastcc noundef range(i32 -1, 4) i32 @_ZL5quieti(i32 noundef returned %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  invoke fastcc void @_ZL4speci(i32 noundef %0)
          to label %9 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #8
  invoke void @__cxa_end_catch()
          to label %10 unwind label %6

6:                                                ; preds = %2
  %7 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %8 = extractvalue { ptr, i32 } %7, 0
  tail call void @__cxa_call_unexpected(ptr %8) #10
  unreachable

9:                                                ; preds = %1
  unreachable

10:                                               ; preds = %2
  ret i32 %0
}

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS4Base", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !9, i64 0}
