; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca %struct.BodyThrows, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6
  invoke void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %1)
          to label %4 unwind label %17

4:                                                ; preds = %0
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %6 = getelementptr inbounds i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7)
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %10)
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13)
  %15 = load i32, ptr %1, align 4, !tbaa !6
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %15)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  br label %27

17:                                               ; preds = %0
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %67

22:                                               ; preds = %17
  %23 = extractvalue { ptr, i32 } %18, 0
  %24 = call ptr @__cxa_begin_catch(ptr %23) #6
  %25 = load i32, ptr %24, align 4, !tbaa !11
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %25)
  call void @__cxa_end_catch() #6
  br label %27

27:                                               ; preds = %22, %4
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #6
  invoke void @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %28 unwind label %38

28:                                               ; preds = %27
  %29 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %30 = getelementptr inbounds i8, ptr %2, i64 8
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %2, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %34)
  %36 = load i32, ptr %2, align 4, !tbaa !6
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %36)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #6
  br label %48

38:                                               ; preds = %27
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %40 = extractvalue { ptr, i32 } %39, 1
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #6
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %67

43:                                               ; preds = %38
  %44 = extractvalue { ptr, i32 } %39, 0
  %45 = call ptr @__cxa_begin_catch(ptr %44) #6
  %46 = load i32, ptr %45, align 4, !tbaa !11
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46)
  call void @__cxa_end_catch() #6
  br label %48

48:                                               ; preds = %43, %28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  invoke void @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3)
          to label %49 unwind label %56

49:                                               ; preds = %48
  %50 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  %51 = getelementptr inbounds i8, ptr %3, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %52)
  %54 = load i32, ptr %3, align 4, !tbaa !6
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %54)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  br label %66

56:                                               ; preds = %48
  %57 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %58 = extractvalue { ptr, i32 } %57, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %67

61:                                               ; preds = %56
  %62 = extractvalue { ptr, i32 } %57, 0
  %63 = call ptr @__cxa_begin_catch(ptr %62) #6
  %64 = load i32, ptr %63, align 4, !tbaa !11
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %64)
  call void @__cxa_end_catch() #6
  br label %66

66:                                               ; preds = %61, %49
  ret i32 0

67:                                               ; preds = %56, %38, %17
  %68 = phi { ptr, i32 } [ %57, %56 ], [ %39, %38 ], [ %18, %17 ]
  resume { ptr, i32 } %68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %3 = load i32, ptr %0, align 4, !tbaa !6
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %6 = load i32, ptr %0, align 4, !tbaa !6
  store i32 %6, ptr %5, align 16, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 2, ptr %8, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  %10 = load i32, ptr %8, align 4, !tbaa !6
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %13 = load i32, ptr %8, align 4, !tbaa !6
  store i32 %13, ptr %12, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #7
          to label %14 unwind label %33

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 3, ptr %16, align 4, !tbaa !6
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  %18 = load i32, ptr %16, align 4, !tbaa !6
  switch i32 %18, label %23 [
    i32 3, label %19
    i32 13, label %19
  ]

19:                                               ; preds = %15, %15
  %20 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %21 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %21, ptr %20, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIi, ptr null) #7
          to label %22 unwind label %35

22:                                               ; preds = %19
  unreachable

23:                                               ; preds = %15
  %24 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 4, ptr %24, align 4, !tbaa !6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  %26 = load i32, ptr %24, align 4, !tbaa !6
  switch i32 %26, label %31 [
    i32 3, label %27
    i32 13, label %27
  ]

27:                                               ; preds = %23, %23
  %28 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %29 = load i32, ptr %24, align 4, !tbaa !6
  store i32 %29, ptr %28, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull @_ZTIi, ptr null) #7
          to label %30 unwind label %37

30:                                               ; preds = %27
  unreachable

31:                                               ; preds = %23
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void

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
  %39 = load i32, ptr %16, align 4, !tbaa !6
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39)
  br label %41

41:                                               ; preds = %37, %35
  %42 = phi { ptr, i32 } [ %38, %37 ], [ %36, %35 ]
  %43 = load i32, ptr %8, align 4, !tbaa !6
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43)
  br label %45

45:                                               ; preds = %41, %33
  %46 = phi { ptr, i32 } [ %42, %41 ], [ %34, %33 ]
  %47 = load i32, ptr %0, align 4, !tbaa !6
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  store i32 11, ptr %0, align 4, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11)
  %3 = load i32, ptr %0, align 4, !tbaa !6
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %6 = load i32, ptr %0, align 4, !tbaa !6
  store i32 %6, ptr %5, align 16, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 12, ptr %8, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12)
  %10 = load i32, ptr %8, align 4, !tbaa !6
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %13 = load i32, ptr %8, align 4, !tbaa !6
  store i32 %13, ptr %12, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #7
          to label %14 unwind label %24

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 13, ptr %16, align 4, !tbaa !6
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13)
  %18 = load i32, ptr %16, align 4, !tbaa !6
  switch i32 %18, label %23 [
    i32 3, label %19
    i32 13, label %19
  ]

19:                                               ; preds = %15, %15
  %20 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %21 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %21, ptr %20, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIi, ptr null) #7
          to label %22 unwind label %26

22:                                               ; preds = %19
  unreachable

23:                                               ; preds = %15
  ret void

24:                                               ; preds = %11
  %25 = landingpad { ptr, i32 }
          cleanup
  br label %30

26:                                               ; preds = %19
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = load i32, ptr %8, align 4, !tbaa !6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %28)
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi { ptr, i32 } [ %27, %26 ], [ %25, %24 ]
  %32 = load i32, ptr %0, align 4, !tbaa !6
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %32)
  resume { ptr, i32 } %31
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  store i32 21, ptr %0, align 4, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 21)
  %3 = load i32, ptr %0, align 4, !tbaa !6
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %6 = load i32, ptr %0, align 4, !tbaa !6
  store i32 %6, ptr %5, align 16, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 22, ptr %8, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 22)
  %10 = load i32, ptr %8, align 4, !tbaa !6
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %13 = load i32, ptr %8, align 4, !tbaa !6
  store i32 %13, ptr %12, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #7
          to label %14 unwind label %18

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  %17 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 23, ptr %17, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #7
          to label %28 unwind label %20

18:                                               ; preds = %11
  %19 = landingpad { ptr, i32 }
          cleanup
  br label %24

20:                                               ; preds = %15
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load i32, ptr %8, align 4, !tbaa !6
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22)
  br label %24

24:                                               ; preds = %20, %18
  %25 = phi { ptr, i32 } [ %21, %20 ], [ %19, %18 ]
  %26 = load i32, ptr %0, align 4, !tbaa !6
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  resume { ptr, i32 } %25

28:                                               ; preds = %15
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS6Member", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!8, !8, i64 0}
