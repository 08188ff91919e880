; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$_ZN6HolderC2Ev = comdat any

$_ZN5OuterC2Ev = comdat any

$_ZN10BodyThrowsC2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [20 x i8] c"Holder body (never)\00", align 1
@str.8 = private unnamed_addr constant [16 x i8] c"~Holder (never)\00", align 1
@str.9 = private unnamed_addr constant [15 x i8] c"~Outer (never)\00", align 1
@str.10 = private unnamed_addr constant [23 x i8] c"BodyThrows body throws\00", align 1
@str.11 = private unnamed_addr constant [20 x i8] c"~BodyThrows (never)\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca %struct.BodyThrows, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6
  %4 = invoke noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %1)
          to label %5 unwind label %18

5:                                                ; preds = %0
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %7 = getelementptr inbounds i8, ptr %1, i32 12
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8)
  %10 = getelementptr inbounds i8, ptr %1, i32 8
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %11)
  %13 = getelementptr inbounds i8, ptr %1, i32 4
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14)
  %16 = load i32, ptr %1, align 4, !tbaa !5
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  br label %28

18:                                               ; preds = %0
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %70

23:                                               ; preds = %18
  %24 = extractvalue { ptr, i32 } %19, 0
  %25 = call ptr @__cxa_begin_catch(ptr %24) #6
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26)
  call void @__cxa_end_catch() #6
  br label %28

28:                                               ; preds = %23, %5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #6
  %29 = invoke noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %30 unwind label %40

30:                                               ; preds = %28
  %31 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %32 = getelementptr inbounds i8, ptr %2, i32 8
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %33)
  %35 = getelementptr inbounds i8, ptr %2, i32 4
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %36)
  %38 = load i32, ptr %2, align 4, !tbaa !5
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #6
  br label %50

40:                                               ; preds = %28
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %42 = extractvalue { ptr, i32 } %41, 1
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #6
  %43 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %70

45:                                               ; preds = %40
  %46 = extractvalue { ptr, i32 } %41, 0
  %47 = call ptr @__cxa_begin_catch(ptr %46) #6
  %48 = load i32, ptr %47, align 4, !tbaa !10
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48)
  call void @__cxa_end_catch() #6
  br label %50

50:                                               ; preds = %45, %30
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  %51 = invoke noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3)
          to label %52 unwind label %59

52:                                               ; preds = %50
  %53 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  %54 = getelementptr inbounds i8, ptr %3, i32 4
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55)
  %57 = load i32, ptr %3, align 4, !tbaa !5
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  br label %69

59:                                               ; preds = %50
  %60 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %61 = extractvalue { ptr, i32 } %60, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  %62 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %70

64:                                               ; preds = %59
  %65 = extractvalue { ptr, i32 } %60, 0
  %66 = call ptr @__cxa_begin_catch(ptr %65) #6
  %67 = load i32, ptr %66, align 4, !tbaa !10
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67)
  call void @__cxa_end_catch() #6
  br label %69

69:                                               ; preds = %64, %52
  ret i32 0

70:                                               ; preds = %59, %40, %18
  %71 = phi { ptr, i32 } [ %60, %59 ], [ %41, %40 ], [ %19, %18 ]
  resume { ptr, i32 } %71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %3 = load i32, ptr %0, align 4, !tbaa !5
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %6 = load i32, ptr %0, align 4, !tbaa !5
  store i32 %6, ptr %5, align 8, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 2, ptr %8, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  %10 = load i32, ptr %8, align 4, !tbaa !5
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %13 = load i32, ptr %8, align 4, !tbaa !5
  store i32 %13, ptr %12, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #7
          to label %14 unwind label %33

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 8
  store i32 3, ptr %16, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  %18 = load i32, ptr %16, align 4, !tbaa !5
  switch i32 %18, label %23 [
    i32 3, label %19
    i32 13, label %19
  ]

19:                                               ; preds = %15, %15
  %20 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %21 = load i32, ptr %16, align 4, !tbaa !5
  store i32 %21, ptr %20, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIi, ptr null) #7
          to label %22 unwind label %35

22:                                               ; preds = %19
  unreachable

23:                                               ; preds = %15
  %24 = getelementptr inbounds i8, ptr %0, i32 12
  store i32 4, ptr %24, align 4, !tbaa !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  %26 = load i32, ptr %24, align 4, !tbaa !5
  switch i32 %26, label %31 [
    i32 3, label %27
    i32 13, label %27
  ]

27:                                               ; preds = %23, %23
  %28 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %29 = load i32, ptr %24, align 4, !tbaa !5
  store i32 %29, ptr %28, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull @_ZTIi, ptr null) #7
          to label %30 unwind label %37

30:                                               ; preds = %27
  unreachable

31:                                               ; preds = %23
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret ptr %0

33:                                               ; preds = %11
  %34 = landingpad { ptr, i32 }
          cleanup
  br label %45

35:                                               ; preds = %19
  %36 = landingpad { ptr, i32 }
          cleanup
  br label %41

37:                                               ; preds = %27
  %38 = landingpad { ptr, i32 }
          cleanup
  %39 = load i32, ptr %16, align 4, !tbaa !5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39)
  br label %41

41:                                               ; preds = %37, %35
  %42 = phi { ptr, i32 } [ %38, %37 ], [ %36, %35 ]
  %43 = load i32, ptr %8, align 4, !tbaa !5
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43)
  br label %45

45:                                               ; preds = %41, %33
  %46 = phi { ptr, i32 } [ %42, %41 ], [ %34, %33 ]
  %47 = load i32, ptr %0, align 4, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %47)
  resume { ptr, i32 } %46
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  store i32 11, ptr %0, align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11)
  %3 = load i32, ptr %0, align 4, !tbaa !5
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %6 = load i32, ptr %0, align 4, !tbaa !5
  store i32 %6, ptr %5, align 8, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 12, ptr %8, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12)
  %10 = load i32, ptr %8, align 4, !tbaa !5
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %13 = load i32, ptr %8, align 4, !tbaa !5
  store i32 %13, ptr %12, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #7
          to label %14 unwind label %24

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 8
  store i32 13, ptr %16, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13)
  %18 = load i32, ptr %16, align 4, !tbaa !5
  switch i32 %18, label %23 [
    i32 3, label %19
    i32 13, label %19
  ]

19:                                               ; preds = %15, %15
  %20 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %21 = load i32, ptr %16, align 4, !tbaa !5
  store i32 %21, ptr %20, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIi, ptr null) #7
          to label %22 unwind label %26

22:                                               ; preds = %19
  unreachable

23:                                               ; preds = %15
  ret ptr %0

24:                                               ; preds = %11
  %25 = landingpad { ptr, i32 }
          cleanup
  br label %30

26:                                               ; preds = %19
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = load i32, ptr %8, align 4, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %28)
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi { ptr, i32 } [ %27, %26 ], [ %25, %24 ]
  %32 = load i32, ptr %0, align 4, !tbaa !5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %32)
  resume { ptr, i32 } %31
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  store i32 21, ptr %0, align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 21)
  %3 = load i32, ptr %0, align 4, !tbaa !5
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %6 = load i32, ptr %0, align 4, !tbaa !5
  store i32 %6, ptr %5, align 8, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 22, ptr %8, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 22)
  %10 = load i32, ptr %8, align 4, !tbaa !5
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %13 = load i32, ptr %8, align 4, !tbaa !5
  store i32 %13, ptr %12, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #7
          to label %14 unwind label %18

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 23, ptr %17, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #7
          to label %28 unwind label %20

18:                                               ; preds = %11
  %19 = landingpad { ptr, i32 }
          cleanup
  br label %24

20:                                               ; preds = %15
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load i32, ptr %8, align 4, !tbaa !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22)
  br label %24

24:                                               ; preds = %20, %18
  %25 = phi { ptr, i32 } [ %21, %20 ], [ %19, %18 ]
  %26 = load i32, ptr %0, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  resume { ptr, i32 } %25

28:                                               ; preds = %15
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS6Member", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!7, !7, i64 0}
