; ModuleID = 'unwind_forced.cpp'
source_filename = "unwind_forced.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct._Unwind_Exception = type { i64, void (i32, %struct._Unwind_Exception*)*, i64, i64 }

$__clang_call_terminate = comdat any

@_ZL8g_refuse = internal unnamed_addr global i1 false, align 4
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [47 x i8] c"_Unwind_Resume_or_Rethrow returned (error %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@_ZTIi = external constant i8*
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZL7g_param = internal global i32 42, align 4
@.str.15 = private unnamed_addr constant [48 x i8] c"_Unwind_ForcedUnwind returned (error %d) in %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [66 x i8] c"stop: %s (version %d, force %d, ip inside %d, same %d, param %d)\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"force\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"level3\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"level2\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"catcher\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"catcher2\00", align 1
@.str.25 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@str = private unnamed_addr constant [32 x i8] c"-- forced unwind to catch (...)\00", align 1
@str.26 = private unnamed_addr constant [29 x i8] c"-- catch (...) that rethrows\00", align 1
@str.27 = private unnamed_addr constant [29 x i8] c"-- the stop function refuses\00", align 1
@str.28 = private unnamed_addr constant [41 x i8] c"-- _Unwind_Resume_or_Rethrow, no handler\00", align 1
@str.29 = private unnamed_addr constant [35 x i8] c"catch (...) in catcher, no rethrow\00", align 1
@str.30 = private unnamed_addr constant [27 x i8] c"after the catch in catcher\00", align 1
@str.31 = private unnamed_addr constant [24 x i8] c"catch (...) in catcher2\00", align 1
@str.32 = private unnamed_addr constant [22 x i8] c"after force in level3\00", align 1
@str.33 = private unnamed_addr constant [13 x i8] c"after level2\00", align 1
@str.34 = private unnamed_addr constant [47 x i8] c"catch (int) in level2: not for a forced unwind\00", align 1
@str.35 = private unnamed_addr constant [24 x i8] c"after the try in level2\00", align 1
@str.36 = private unnamed_addr constant [31 x i8] c"catch (...) in middle: rethrow\00", align 1
@str.37 = private unnamed_addr constant [14 x i8] c"stop: refuses\00", align 1
@str.38 = private unnamed_addr constant [19 x i8] c"stop: end of stack\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @str, i64 0, i64 0))
  tail call void @_ZL7catcheri(i32 noundef 1)
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @str.26, i64 0, i64 0))
  tail call void @_ZL8catcher2i(i32 noundef 2)
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @str.27, i64 0, i64 0))
  store i1 true, i1* @_ZL8g_refuse, align 4
  tail call void @_ZL6level3i(i32 noundef 3)
  store i1 false, i1* @_ZL8g_refuse, align 4
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @str.28, i64 0, i64 0))
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) bitcast (i64* getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i64 0, i32 2) to i8*), i8 0, i64 16, i1 false)
  store i64 6072351294001136452, i64* getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i64 0, i32 0), align 16, !tbaa !10
  store void (i32, %struct._Unwind_Exception*)* @_ZL11exc_cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i64 0, i32 1), align 8, !tbaa !17
  %5 = tail call i32 @_Unwind_Resume_or_Rethrow(%struct._Unwind_Exception* noundef nonnull @_ZL5g_exc)
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.4, i64 0, i64 0), i32 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL7catcheri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_ZL6level1i(i32 noundef %0)
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = tail call i8* @__cxa_begin_catch(i8* %4) #11
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @str.29, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %7

7:                                                ; preds = %1, %2
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @str.30, i64 0, i64 0))
  ret void
}

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL8catcher2i(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_ZL6middlei(i32 noundef %0)
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = tail call i8* @__cxa_begin_catch(i8* %4) #11
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.31, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %7

7:                                                ; preds = %1, %2
  ret void
}

; Function Attrs: noinline uwtable
define internal void @_ZL6level3i(i32 noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_ZL5forcei(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @str.32, i64 0, i64 0))
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0)) #11
  ret void

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          cleanup
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0)) #11
  resume { i8*, i32 } %6
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL11exc_cleanupiP17_Unwind_Exception(i32 noundef %0, %struct._Unwind_Exception* noundef readnone %1) #5 {
  %3 = icmp eq %struct._Unwind_Exception* %1, @_ZL5g_exc
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.25, i64 0, i64 0), i32 noundef %0, i32 noundef %4)
  ret void
}

declare i32 @_Unwind_Resume_or_Rethrow(%struct._Unwind_Exception* noundef) local_unnamed_addr #6

; Function Attrs: noinline uwtable
define internal void @_ZL6level1i(i32 noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_ZL6level2i(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.33, i64 0, i64 0))
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0)) #11
  ret void

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          cleanup
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0)) #11
  resume { i8*, i32 } %6
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #7 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #11
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL6level2i(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_ZL6level3i(i32 noundef %0)
          to label %11 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #11
  %10 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @str.34, i64 0, i64 0))
  tail call void @__cxa_end_catch() #11
  br label %11

11:                                               ; preds = %1, %7
  %12 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.35, i64 0, i64 0))
  ret void

13:                                               ; preds = %2
  resume { i8*, i32 } %3
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #8

; Function Attrs: noinline uwtable
define internal void @_ZL6middlei(i32 noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @_ZL5forcei(i32 noundef %0)
          to label %11 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { i8*, i32 }
          catch i8* null
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = tail call i8* @__cxa_begin_catch(i8* %4) #11
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str.36, i64 0, i64 0))
  invoke void @__cxa_rethrow() #13
          to label %16 unwind label %7

7:                                                ; preds = %2
  %8 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %9 unwind label %13

9:                                                ; preds = %7
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0)) #11
  resume { i8*, i32 } %8

11:                                               ; preds = %1
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0)) #11
  ret void

13:                                               ; preds = %7
  %14 = landingpad { i8*, i32 }
          catch i8* null
  %15 = extractvalue { i8*, i32 } %14, 0
  tail call void @__clang_call_terminate(i8* %15) #12
  unreachable

16:                                               ; preds = %2
  unreachable
}

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL5forcei(i32 noundef %0) #2 {
  store i64 6072351294001136452, i64* getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i64 0, i32 0), align 16, !tbaa !10
  store void (i32, %struct._Unwind_Exception*)* @_ZL11exc_cleanupiP17_Unwind_Exception, void (i32, %struct._Unwind_Exception*)** getelementptr inbounds (%struct._Unwind_Exception, %struct._Unwind_Exception* @_ZL5g_exc, i64 0, i32 1), align 8, !tbaa !17
  %2 = tail call i32 @_Unwind_ForcedUnwind(%struct._Unwind_Exception* noundef nonnull @_ZL5g_exc, i32 (i32, i32, i64, %struct._Unwind_Exception*, i8*, i8*)* noundef nonnull @_ZL4stopiiyP17_Unwind_ExceptionPvS1_, i8* noundef bitcast (i32* @_ZL7g_param to i8*))
  %3 = icmp ne i32 %2, 0
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.15, i64 0, i64 0), i32 noundef %4, i32 noundef %0)
  ret void
}

declare void @__cxa_rethrow() local_unnamed_addr

declare i32 @_Unwind_ForcedUnwind(%struct._Unwind_Exception* noundef, i32 (i32, i32, i64, %struct._Unwind_Exception*, i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal noundef i32 @_ZL4stopiiyP17_Unwind_ExceptionPvS1_(i32 noundef %0, i32 noundef %1, i64 noundef %2, %struct._Unwind_Exception* noundef readnone %3, i8* noundef %4, i8* nocapture noundef readonly %5) #9 {
  %7 = and i32 %1, 16
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %39

9:                                                ; preds = %6
  %10 = tail call i64 @_Unwind_GetRegionStart(i8* noundef %4)
  %11 = lshr i32 %1, 3
  %12 = and i32 %11, 1
  %13 = icmp eq %struct._Unwind_Exception* %3, @_ZL5g_exc
  %14 = zext i1 %13 to i32
  %15 = bitcast i8* %5 to i32*
  %16 = icmp eq i64 %10, ptrtoint (void (i32)* @_ZL5forcei to i64)
  br i1 %16, label %29, label %17

17:                                               ; preds = %9
  %18 = icmp eq i64 %10, ptrtoint (void (i32)* @_ZL6level3i to i64)
  br i1 %18, label %29, label %19

19:                                               ; preds = %17
  %20 = icmp eq i64 %10, ptrtoint (void (i32)* @_ZL6level2i to i64)
  br i1 %20, label %29, label %21

21:                                               ; preds = %19
  %22 = icmp eq i64 %10, ptrtoint (void (i32)* @_ZL6level1i to i64)
  br i1 %22, label %29, label %23

23:                                               ; preds = %21
  %24 = icmp eq i64 %10, ptrtoint (void (i32)* @_ZL7catcheri to i64)
  br i1 %24, label %29, label %25

25:                                               ; preds = %23
  %26 = icmp eq i64 %10, ptrtoint (void (i32)* @_ZL6middlei to i64)
  br i1 %26, label %29, label %27

27:                                               ; preds = %25
  %28 = icmp eq i64 %10, ptrtoint (void (i32)* @_ZL8catcher2i to i64)
  br i1 %28, label %29, label %37

29:                                               ; preds = %27, %25, %23, %21, %19, %17, %9
  %30 = phi i64 [ ptrtoint (void (i32)* @_ZL5forcei to i64), %9 ], [ ptrtoint (void (i32)* @_ZL6level3i to i64), %17 ], [ ptrtoint (void (i32)* @_ZL6level2i to i64), %19 ], [ ptrtoint (void (i32)* @_ZL6level1i to i64), %21 ], [ ptrtoint (void (i32)* @_ZL7catcheri to i64), %23 ], [ ptrtoint (void (i32)* @_ZL6middlei to i64), %25 ], [ ptrtoint (void (i32)* @_ZL8catcher2i to i64), %27 ]
  %31 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %9 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i64 0, i64 0), %17 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %19 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), %21 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), %23 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), %25 ], [ getelementptr inbounds ([9 x i8], [9 x i8]* @.str.23, i64 0, i64 0), %27 ]
  %32 = tail call i64 @_Unwind_GetIP(i8* noundef %4)
  %33 = icmp ugt i64 %32, %30
  %34 = zext i1 %33 to i32
  %35 = load i32, i32* %15, align 4, !tbaa !18
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str.17, i64 0, i64 0), i8* noundef %31, i32 noundef %0, i32 noundef %12, i32 noundef %34, i32 noundef %14, i32 noundef %35)
  br label %37

37:                                               ; preds = %29, %27
  %38 = load i1, i1* @_ZL8g_refuse, align 4
  br i1 %38, label %39, label %43

39:                                               ; preds = %37, %6
  %40 = phi i8* [ getelementptr inbounds ([19 x i8], [19 x i8]* @str.38, i64 0, i64 0), %6 ], [ getelementptr inbounds ([14 x i8], [14 x i8]* @str.37, i64 0, i64 0), %37 ]
  %41 = phi i32 [ 0, %6 ], [ 1, %37 ]
  %42 = tail call i32 @puts(i8* nonnull dereferenceable(1) %40)
  br label %43

43:                                               ; preds = %39, %37
  %44 = phi i32 [ 0, %37 ], [ %41, %39 ]
  ret i32 %44
}

declare i64 @_Unwind_GetRegionStart(i8* noundef) local_unnamed_addr #6

declare i64 @_Unwind_GetIP(i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { noinline uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nofree nosync nounwind readnone }
attributes #9 = { mustprogress uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTS17_Unwind_Exception", !12, i64 0, !15, i64 8, !16, i64 16, !16, i64 24}
!12 = !{!"long long", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!"any pointer", !13, i64 0}
!16 = !{!"long", !13, i64 0}
!17 = !{!11, !15, i64 8}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !13, i64 0}
