; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@.str = private unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7throweri(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, -1
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 %0, ptr %4, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #5
  unreachable

5:                                                ; preds = %1
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z16inner_then_outeri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %26 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %29

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #4
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = mul nsw i32 %10, 10
  %12 = add nsw i32 %11, %0
  invoke void @_Z7throweri(i32 noundef 2)
          to label %23 unwind label %13

13:                                               ; preds = %7
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 1
  %16 = icmp eq i32 %15, %4
  br i1 %16, label %17, label %28

17:                                               ; preds = %13
  %18 = extractvalue { ptr, i32 } %14, 0
  %19 = tail call ptr @__cxa_begin_catch(ptr %18) #4
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = mul nsw i32 %20, 100
  %22 = add nsw i32 %21, %12
  tail call void @__cxa_end_catch() #4
  br label %23

23:                                               ; preds = %7, %17
  %24 = phi i32 [ %12, %7 ], [ %22, %17 ]
  %25 = add nsw i32 %24, 1000
  tail call void @__cxa_end_catch() #4
  br label %26

26:                                               ; preds = %1, %23
  %27 = phi i32 [ %0, %1 ], [ %25, %23 ]
  ret i32 %27

28:                                               ; preds = %13
  tail call void @__cxa_end_catch() #4
  br label %29

29:                                               ; preds = %28, %2
  %30 = phi { ptr, i32 } [ %14, %28 ], [ %3, %2 ]
  resume { ptr, i32 } %30
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %30 unwind label %3

3:                                                ; preds = %2
  %4 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %5 = extractvalue { ptr, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %33

8:                                                ; preds = %3
  %9 = extractvalue { ptr, i32 } %4, 0
  %10 = tail call ptr @__cxa_begin_catch(ptr %9) #4
  %11 = load i32, ptr %10, align 4, !tbaa !5
  invoke void @_Z7throweri(i32 noundef %1)
          to label %12 unwind label %16

12:                                               ; preds = %8
  %13 = add nsw i32 %0, 10
  invoke void @_Z7throweri(i32 noundef 2)
          to label %14 unwind label %16

14:                                               ; preds = %12
  %15 = add nsw i32 %0, 10010
  br label %28

16:                                               ; preds = %12, %8
  %17 = phi i32 [ %13, %12 ], [ %0, %8 ]
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 1
  %20 = icmp eq i32 %19, %5
  br i1 %20, label %21, label %32

21:                                               ; preds = %16
  %22 = extractvalue { ptr, i32 } %18, 0
  %23 = tail call ptr @__cxa_begin_catch(ptr %22) #4
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = mul nsw i32 %24, 100
  %26 = add i32 %17, %11
  %27 = add i32 %26, %25
  tail call void @__cxa_end_catch() #4
  br label %28

28:                                               ; preds = %21, %14
  %29 = phi i32 [ %15, %14 ], [ %27, %21 ]
  tail call void @__cxa_end_catch() #4
  br label %30

30:                                               ; preds = %2, %28
  %31 = phi i32 [ %0, %2 ], [ %29, %28 ]
  ret i32 %31

32:                                               ; preds = %16
  tail call void @__cxa_end_catch() #4
  br label %33

33:                                               ; preds = %32, %3
  %34 = phi { ptr, i32 } [ %18, %32 ], [ %4, %3 ]
  resume { ptr, i32 } %34
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %41 unwind label %3

3:                                                ; preds = %2
  %4 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %5 = extractvalue { ptr, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %44

8:                                                ; preds = %3
  %9 = extractvalue { ptr, i32 } %4, 0
  %10 = tail call ptr @__cxa_begin_catch(ptr %9) #4
  %11 = load i32, ptr %10, align 4, !tbaa !5
  invoke void @_Z7throweri(i32 noundef -1)
          to label %12 unwind label %18

12:                                               ; preds = %8
  invoke void @_Z7throweri(i32 noundef %1)
          to label %13 unwind label %22

13:                                               ; preds = %12
  %14 = add nsw i32 %11, 3
  %15 = add nsw i32 %0, 457
  invoke void @_Z7throweri(i32 noundef %14)
          to label %16 unwind label %18

16:                                               ; preds = %13
  %17 = add nsw i32 %0, 5457
  br label %39

18:                                               ; preds = %13, %8
  %19 = phi i32 [ %14, %13 ], [ %11, %8 ]
  %20 = phi i32 [ %15, %13 ], [ %0, %8 ]
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %26

22:                                               ; preds = %12
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %24 = add nsw i32 %0, 7
  %25 = add nsw i32 %11, 3
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %19, %18 ], [ %25, %22 ]
  %28 = phi { ptr, i32 } [ %21, %18 ], [ %23, %22 ]
  %29 = phi i32 [ %20, %18 ], [ %24, %22 ]
  %30 = extractvalue { ptr, i32 } %28, 1
  %31 = icmp eq i32 %30, %5
  br i1 %31, label %32, label %43

32:                                               ; preds = %26
  %33 = extractvalue { ptr, i32 } %28, 0
  %34 = tail call ptr @__cxa_begin_catch(ptr %33) #4
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = mul nsw i32 %35, 100
  %37 = add i32 %29, %27
  %38 = add i32 %37, %36
  tail call void @__cxa_end_catch() #4
  br label %39

39:                                               ; preds = %32, %16
  %40 = phi i32 [ %17, %16 ], [ %38, %32 ]
  tail call void @__cxa_end_catch() #4
  br label %41

41:                                               ; preds = %2, %39
  %42 = phi i32 [ %0, %2 ], [ %40, %39 ]
  ret i32 %42

43:                                               ; preds = %26
  tail call void @__cxa_end_catch() #4
  br label %44

44:                                               ; preds = %43, %3
  %45 = phi { ptr, i32 } [ %28, %43 ], [ %4, %3 ]
  resume { ptr, i32 } %45
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z10past_inneri(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke void @_Z7throweri(i32 noundef -1)
          to label %2 unwind label %8

2:                                                ; preds = %1
  %3 = add nsw i32 %0, 1
  invoke void @_Z7throweri(i32 noundef -1)
          to label %4 unwind label %12

4:                                                ; preds = %2
  %5 = add nsw i32 %0, 21
  invoke void @_Z7throweri(i32 noundef 4)
          to label %6 unwind label %12

6:                                                ; preds = %4
  %7 = add nsw i32 %0, 5021
  br label %31

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  br label %19

12:                                               ; preds = %4, %2
  %13 = phi i32 [ %5, %4 ], [ %3, %2 ]
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  %16 = extractvalue { ptr, i32 } %14, 1
  %17 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #4
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %33, label %19

19:                                               ; preds = %12, %8
  %20 = phi i32 [ %16, %12 ], [ %11, %8 ]
  %21 = phi ptr [ %15, %12 ], [ %10, %8 ]
  %22 = phi i32 [ %13, %12 ], [ %0, %8 ]
  %23 = phi { ptr, i32 } [ %14, %12 ], [ %9, %8 ]
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %25 = icmp eq i32 %20, %24
  br i1 %25, label %26, label %36

26:                                               ; preds = %19
  %27 = tail call ptr @__cxa_begin_catch(ptr %21) #4
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = mul nsw i32 %28, 300
  %30 = add nsw i32 %29, %22
  tail call void @__cxa_end_catch() #4
  br label %31

31:                                               ; preds = %6, %33, %26
  %32 = phi i32 [ %7, %6 ], [ %35, %33 ], [ %30, %26 ]
  ret i32 %32

33:                                               ; preds = %12
  %34 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %35 = add nsw i32 %13, 7000
  tail call void @__cxa_end_catch() #4
  br label %31

36:                                               ; preds = %19
  resume { ptr, i32 } %23
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z11loop_nestedi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %8, label %6

3:                                                ; preds = %46
  %4 = mul nsw i32 %48, 100000
  %5 = add nsw i32 %4, %47
  br label %6

6:                                                ; preds = %3, %1
  %7 = phi i32 [ 0, %1 ], [ %5, %3 ]
  ret i32 %7

8:                                                ; preds = %1, %46
  %9 = phi i32 [ %48, %46 ], [ 0, %1 ]
  %10 = phi i32 [ %47, %46 ], [ 0, %1 ]
  %11 = phi i32 [ %49, %46 ], [ 0, %1 ]
  %12 = urem i32 %11, 3
  %13 = icmp eq i32 %12, 2
  %14 = select i1 %13, i32 -1, i32 %11
  invoke void @_Z7throweri(i32 noundef %14)
          to label %15 unwind label %17

15:                                               ; preds = %8
  %16 = add nsw i32 %10, 7
  br label %46

17:                                               ; preds = %8
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %52

22:                                               ; preds = %17
  %23 = extractvalue { ptr, i32 } %18, 0
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #4
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, i32 -1, i32 %25
  invoke void @_Z7throweri(i32 noundef %28)
          to label %29 unwind label %32

29:                                               ; preds = %22
  %30 = add nsw i32 %9, 1
  %31 = add nsw i32 %10, 1000
  br label %42

32:                                               ; preds = %22
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %34 = extractvalue { ptr, i32 } %33, 1
  %35 = icmp eq i32 %34, %19
  br i1 %35, label %36, label %51

36:                                               ; preds = %32
  %37 = extractvalue { ptr, i32 } %33, 0
  %38 = tail call ptr @__cxa_begin_catch(ptr %37) #4
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = add nsw i32 %39, %10
  %41 = add nsw i32 %9, 11
  tail call void @__cxa_end_catch() #4
  br label %42

42:                                               ; preds = %36, %29
  %43 = phi i32 [ %31, %29 ], [ %40, %36 ]
  %44 = phi i32 [ %30, %29 ], [ %41, %36 ]
  %45 = add nsw i32 %43, 2
  tail call void @__cxa_end_catch() #4
  br label %46

46:                                               ; preds = %15, %42
  %47 = phi i32 [ %16, %15 ], [ %45, %42 ]
  %48 = phi i32 [ %9, %15 ], [ %44, %42 ]
  %49 = add nuw nsw i32 %11, 1
  %50 = icmp eq i32 %49, %0
  br i1 %50, label %3, label %8, !llvm.loop !9

51:                                               ; preds = %32
  tail call void @__cxa_end_catch() #4
  br label %52

52:                                               ; preds = %17, %51
  %53 = phi { ptr, i32 } [ %33, %51 ], [ %18, %17 ]
  resume { ptr, i32 } %53
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z12three_levelsi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %39 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %48

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #4
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, %0
  invoke void @_Z7throweri(i32 noundef 2)
          to label %35 unwind label %12

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  %15 = extractvalue { ptr, i32 } %13, 1
  %16 = icmp eq i32 %15, %5
  br i1 %16, label %17, label %45

17:                                               ; preds = %12
  %18 = tail call ptr @__cxa_begin_catch(ptr %14) #4
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %11
  invoke void @_Z7throweri(i32 noundef 3)
          to label %31 unwind label %21

21:                                               ; preds = %17
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  %24 = extractvalue { ptr, i32 } %22, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %44

26:                                               ; preds = %21
  %27 = tail call ptr @__cxa_begin_catch(ptr %23) #4
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, %20
  %30 = add nsw i32 %29, %20
  tail call void @__cxa_end_catch() #4
  br label %31

31:                                               ; preds = %17, %26
  %32 = phi i32 [ %20, %17 ], [ %30, %26 ]
  %33 = phi i32 [ %20, %17 ], [ %29, %26 ]
  %34 = shl nsw i32 %33, 1
  tail call void @__cxa_end_catch() #4
  br label %35

35:                                               ; preds = %8, %31
  %36 = phi i32 [ 0, %8 ], [ %32, %31 ]
  %37 = phi i32 [ %11, %8 ], [ %34, %31 ]
  %38 = add nsw i32 %37, %36
  tail call void @__cxa_end_catch() #4
  br label %39

39:                                               ; preds = %1, %35
  %40 = phi i32 [ 0, %1 ], [ %38, %35 ]
  %41 = phi i32 [ %0, %1 ], [ %37, %35 ]
  %42 = mul nsw i32 %41, 1000
  %43 = add nsw i32 %42, %40
  ret i32 %43

44:                                               ; preds = %21
  tail call void @__cxa_end_catch() #4
  br label %45

45:                                               ; preds = %44, %12
  %46 = phi i32 [ %24, %44 ], [ %15, %12 ]
  %47 = phi ptr [ %23, %44 ], [ %14, %12 ]
  tail call void @__cxa_end_catch() #4
  br label %48

48:                                               ; preds = %45, %2
  %49 = phi i32 [ %46, %45 ], [ %5, %2 ]
  %50 = phi ptr [ %47, %45 ], [ %4, %2 ]
  %51 = insertvalue { ptr, i32 } poison, ptr %50, 0
  %52 = insertvalue { ptr, i32 } %51, i32 %49, 1
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call noundef i32 @_Z16inner_then_outeri(i32 noundef 7)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef -1)
  %4 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef 5)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %4)
  %6 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef -1)
  %7 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef 3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6, i32 noundef %7)
  %9 = tail call noundef i32 @_Z10past_inneri(i32 noundef 3)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %9)
  %11 = tail call noundef i32 @_Z11loop_nestedi(i32 noundef 9)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %11)
  %13 = tail call noundef i32 @_Z12three_levelsi(i32 noundef 4)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
