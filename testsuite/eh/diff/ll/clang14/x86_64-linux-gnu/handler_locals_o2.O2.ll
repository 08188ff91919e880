; ModuleID = 'handler_locals_o2.cpp'
source_filename = "handler_locals_o2.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@.str = private unnamed_addr constant [21 x i8] c"inner_then_outer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"between_calls %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"through_cleanup %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"past_inner %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"loop_nested %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"three_levels %d\0A\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7throweri(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, -1
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

6:                                                ; preds = %1
  ret void
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z16inner_then_outeri(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %28 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %31

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #5
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = mul nsw i32 %11, 10
  %13 = add nsw i32 %12, %0
  invoke void @_Z7throweri(i32 noundef 2)
          to label %25 unwind label %14

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %16 = extractvalue { i8*, i32 } %15, 1
  %17 = icmp eq i32 %16, %4
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = extractvalue { i8*, i32 } %15, 0
  %20 = tail call i8* @__cxa_begin_catch(i8* %19) #5
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = mul nsw i32 %22, 100
  %24 = add nsw i32 %23, %13
  tail call void @__cxa_end_catch() #5
  br label %25

25:                                               ; preds = %7, %18
  %26 = phi i32 [ %13, %7 ], [ %24, %18 ]
  %27 = add nsw i32 %26, 1000
  tail call void @__cxa_end_catch() #5
  br label %28

28:                                               ; preds = %1, %25
  %29 = phi i32 [ %0, %1 ], [ %27, %25 ]
  ret i32 %29

30:                                               ; preds = %14
  tail call void @__cxa_end_catch() #5
  br label %31

31:                                               ; preds = %30, %2
  %32 = phi { i8*, i32 } [ %15, %30 ], [ %3, %2 ]
  resume { i8*, i32 } %32
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z13between_callsii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %32 unwind label %3

3:                                                ; preds = %2
  %4 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %35

8:                                                ; preds = %3
  %9 = extractvalue { i8*, i32 } %4, 0
  %10 = tail call i8* @__cxa_begin_catch(i8* %9) #5
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4, !tbaa !5
  invoke void @_Z7throweri(i32 noundef %1)
          to label %13 unwind label %17

13:                                               ; preds = %8
  %14 = add nsw i32 %0, 10
  invoke void @_Z7throweri(i32 noundef 2)
          to label %15 unwind label %17

15:                                               ; preds = %13
  %16 = add nsw i32 %0, 10010
  br label %30

17:                                               ; preds = %13, %8
  %18 = phi i32 [ %14, %13 ], [ %0, %8 ]
  %19 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %20 = extractvalue { i8*, i32 } %19, 1
  %21 = icmp eq i32 %20, %5
  br i1 %21, label %22, label %34

22:                                               ; preds = %17
  %23 = extractvalue { i8*, i32 } %19, 0
  %24 = tail call i8* @__cxa_begin_catch(i8* %23) #5
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = mul nsw i32 %26, 100
  %28 = add i32 %18, %12
  %29 = add i32 %28, %27
  tail call void @__cxa_end_catch() #5
  br label %30

30:                                               ; preds = %22, %15
  %31 = phi i32 [ %16, %15 ], [ %29, %22 ]
  tail call void @__cxa_end_catch() #5
  br label %32

32:                                               ; preds = %2, %30
  %33 = phi i32 [ %0, %2 ], [ %31, %30 ]
  ret i32 %33

34:                                               ; preds = %17
  tail call void @__cxa_end_catch() #5
  br label %35

35:                                               ; preds = %34, %3
  %36 = phi { i8*, i32 } [ %19, %34 ], [ %4, %3 ]
  resume { i8*, i32 } %36
}

; Function Attrs: noinline uwtable
define dso_local noundef i32 @_Z15through_cleanupii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %43 unwind label %3

3:                                                ; preds = %2
  %4 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %46

8:                                                ; preds = %3
  %9 = extractvalue { i8*, i32 } %4, 0
  %10 = tail call i8* @__cxa_begin_catch(i8* %9) #5
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4, !tbaa !5
  invoke void @_Z7throweri(i32 noundef -1)
          to label %13 unwind label %19

13:                                               ; preds = %8
  invoke void @_Z7throweri(i32 noundef %1)
          to label %14 unwind label %23

14:                                               ; preds = %13
  %15 = add nsw i32 %12, 3
  %16 = add nsw i32 %0, 457
  invoke void @_Z7throweri(i32 noundef %15)
          to label %17 unwind label %19

17:                                               ; preds = %14
  %18 = add nsw i32 %0, 5457
  br label %41

19:                                               ; preds = %14, %8
  %20 = phi i32 [ %15, %14 ], [ %12, %8 ]
  %21 = phi i32 [ %16, %14 ], [ %0, %8 ]
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %27

23:                                               ; preds = %13
  %24 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = add nsw i32 %0, 7
  %26 = add nsw i32 %12, 3
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %20, %19 ], [ %26, %23 ]
  %29 = phi { i8*, i32 } [ %22, %19 ], [ %24, %23 ]
  %30 = phi i32 [ %21, %19 ], [ %25, %23 ]
  %31 = extractvalue { i8*, i32 } %29, 1
  %32 = icmp eq i32 %31, %5
  br i1 %32, label %33, label %45

33:                                               ; preds = %27
  %34 = extractvalue { i8*, i32 } %29, 0
  %35 = tail call i8* @__cxa_begin_catch(i8* %34) #5
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = mul nsw i32 %37, 100
  %39 = add i32 %30, %28
  %40 = add i32 %39, %38
  tail call void @__cxa_end_catch() #5
  br label %41

41:                                               ; preds = %33, %17
  %42 = phi i32 [ %18, %17 ], [ %40, %33 ]
  tail call void @__cxa_end_catch() #5
  br label %43

43:                                               ; preds = %2, %41
  %44 = phi i32 [ %0, %2 ], [ %42, %41 ]
  ret i32 %44

45:                                               ; preds = %27
  tail call void @__cxa_end_catch() #5
  br label %46

46:                                               ; preds = %45, %3
  %47 = phi { i8*, i32 } [ %29, %45 ], [ %4, %3 ]
  resume { i8*, i32 } %47
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z10past_inneri(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
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
  br label %32

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  %11 = extractvalue { i8*, i32 } %9, 1
  br label %19

12:                                               ; preds = %4, %2
  %13 = phi i32 [ %5, %4 ], [ %3, %2 ]
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  %16 = extractvalue { i8*, i32 } %14, 1
  %17 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #5
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %34, label %19

19:                                               ; preds = %12, %8
  %20 = phi i32 [ %16, %12 ], [ %11, %8 ]
  %21 = phi i8* [ %15, %12 ], [ %10, %8 ]
  %22 = phi i32 [ %13, %12 ], [ %0, %8 ]
  %23 = phi { i8*, i32 } [ %14, %12 ], [ %9, %8 ]
  %24 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %25 = icmp eq i32 %20, %24
  br i1 %25, label %26, label %37

26:                                               ; preds = %19
  %27 = tail call i8* @__cxa_begin_catch(i8* %21) #5
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = mul nsw i32 %29, 300
  %31 = add nsw i32 %30, %22
  tail call void @__cxa_end_catch() #5
  br label %32

32:                                               ; preds = %6, %34, %26
  %33 = phi i32 [ %7, %6 ], [ %36, %34 ], [ %31, %26 ]
  ret i32 %33

34:                                               ; preds = %12
  %35 = tail call i8* @__cxa_begin_catch(i8* %15) #5
  %36 = add nsw i32 %13, 7000
  tail call void @__cxa_end_catch() #5
  br label %32

37:                                               ; preds = %19
  resume { i8*, i32 } %23
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z11loop_nestedi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %48, %1
  %4 = phi i32 [ 0, %1 ], [ %49, %48 ]
  %5 = phi i32 [ 0, %1 ], [ %50, %48 ]
  %6 = mul nsw i32 %5, 100000
  %7 = add nsw i32 %6, %4
  ret i32 %7

8:                                                ; preds = %1, %48
  %9 = phi i32 [ %50, %48 ], [ 0, %1 ]
  %10 = phi i32 [ %49, %48 ], [ 0, %1 ]
  %11 = phi i32 [ %51, %48 ], [ 0, %1 ]
  %12 = urem i32 %11, 3
  %13 = icmp eq i32 %12, 2
  %14 = select i1 %13, i32 -1, i32 %11
  invoke void @_Z7throweri(i32 noundef %14)
          to label %15 unwind label %17

15:                                               ; preds = %8
  %16 = add nsw i32 %10, 7
  br label %48

17:                                               ; preds = %8
  %18 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %19 = extractvalue { i8*, i32 } %18, 1
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %54

22:                                               ; preds = %17
  %23 = extractvalue { i8*, i32 } %18, 0
  %24 = tail call i8* @__cxa_begin_catch(i8* %23) #5
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = and i32 %26, 1
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, i32 -1, i32 %26
  invoke void @_Z7throweri(i32 noundef %29)
          to label %30 unwind label %33

30:                                               ; preds = %22
  %31 = add nsw i32 %9, 1
  %32 = add nsw i32 %10, 1000
  br label %44

33:                                               ; preds = %22
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %35 = extractvalue { i8*, i32 } %34, 1
  %36 = icmp eq i32 %35, %19
  br i1 %36, label %37, label %53

37:                                               ; preds = %33
  %38 = extractvalue { i8*, i32 } %34, 0
  %39 = tail call i8* @__cxa_begin_catch(i8* %38) #5
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, %10
  %43 = add nsw i32 %9, 11
  tail call void @__cxa_end_catch() #5
  br label %44

44:                                               ; preds = %37, %30
  %45 = phi i32 [ %32, %30 ], [ %42, %37 ]
  %46 = phi i32 [ %31, %30 ], [ %43, %37 ]
  %47 = add nsw i32 %45, 2
  tail call void @__cxa_end_catch() #5
  br label %48

48:                                               ; preds = %15, %44
  %49 = phi i32 [ %16, %15 ], [ %47, %44 ]
  %50 = phi i32 [ %9, %15 ], [ %46, %44 ]
  %51 = add nuw nsw i32 %11, 1
  %52 = icmp eq i32 %51, %0
  br i1 %52, label %3, label %8, !llvm.loop !9

53:                                               ; preds = %33
  tail call void @__cxa_end_catch() #5
  br label %54

54:                                               ; preds = %17, %53
  %55 = phi { i8*, i32 } [ %34, %53 ], [ %18, %17 ]
  resume { i8*, i32 } %55
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z12three_levelsi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_Z7throweri(i32 noundef 1)
          to label %42 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = extractvalue { i8*, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %51

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_begin_catch(i8* %4) #5
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = add nsw i32 %11, %0
  invoke void @_Z7throweri(i32 noundef 2)
          to label %38 unwind label %13

13:                                               ; preds = %8
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  %16 = extractvalue { i8*, i32 } %14, 1
  %17 = icmp eq i32 %16, %5
  br i1 %17, label %18, label %48

18:                                               ; preds = %13
  %19 = tail call i8* @__cxa_begin_catch(i8* %15) #5
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = add nsw i32 %21, %12
  invoke void @_Z7throweri(i32 noundef 3)
          to label %34 unwind label %23

23:                                               ; preds = %18
  %24 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  %26 = extractvalue { i8*, i32 } %24, 1
  %27 = icmp eq i32 %26, %5
  br i1 %27, label %28, label %47

28:                                               ; preds = %23
  %29 = tail call i8* @__cxa_begin_catch(i8* %25) #5
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = add nsw i32 %31, %22
  %33 = add nsw i32 %32, %22
  tail call void @__cxa_end_catch() #5
  br label %34

34:                                               ; preds = %18, %28
  %35 = phi i32 [ %22, %18 ], [ %33, %28 ]
  %36 = phi i32 [ %22, %18 ], [ %32, %28 ]
  %37 = shl nsw i32 %36, 1
  tail call void @__cxa_end_catch() #5
  br label %38

38:                                               ; preds = %8, %34
  %39 = phi i32 [ 0, %8 ], [ %35, %34 ]
  %40 = phi i32 [ %12, %8 ], [ %37, %34 ]
  %41 = add nsw i32 %40, %39
  tail call void @__cxa_end_catch() #5
  br label %42

42:                                               ; preds = %1, %38
  %43 = phi i32 [ 0, %1 ], [ %41, %38 ]
  %44 = phi i32 [ %0, %1 ], [ %40, %38 ]
  %45 = mul nsw i32 %44, 1000
  %46 = add nsw i32 %45, %43
  ret i32 %46

47:                                               ; preds = %23
  tail call void @__cxa_end_catch() #5
  br label %48

48:                                               ; preds = %47, %13
  %49 = phi i32 [ %26, %47 ], [ %16, %13 ]
  %50 = phi i8* [ %25, %47 ], [ %15, %13 ]
  tail call void @__cxa_end_catch() #5
  br label %51

51:                                               ; preds = %48, %2
  %52 = phi i32 [ %49, %48 ], [ %5, %2 ]
  %53 = phi i8* [ %50, %48 ], [ %4, %2 ]
  %54 = insertvalue { i8*, i32 } undef, i8* %53, 0
  %55 = insertvalue { i8*, i32 } %54, i32 %52, 1
  resume { i8*, i32 } %55
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call noundef i32 @_Z16inner_then_outeri(i32 noundef 7)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %1)
  %3 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef -1)
  %4 = tail call noundef i32 @_Z13between_callsii(i32 noundef 1, i32 noundef 5)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3, i32 noundef %4)
  %6 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef -1)
  %7 = tail call noundef i32 @_Z15through_cleanupii(i32 noundef 2, i32 noundef 3)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6, i32 noundef %7)
  %9 = tail call noundef i32 @_Z10past_inneri(i32 noundef 3)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %9)
  %11 = tail call noundef i32 @_Z11loop_nestedi(i32 noundef 9)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %11)
  %13 = tail call noundef i32 @_Z12three_levelsi(i32 noundef 4)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
