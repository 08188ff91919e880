; ModuleID = 'unwind_forced.cpp'
source_filename = "unwind_forced.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct._Unwind_Exception = type { [8 x i8], ptr, [5 x i32], [6 x i32], [4 x i32], [4 x i32] }

$__clang_call_terminate = comdat any

@_ZL8g_refuse = internal unnamed_addr global i1 false, align 4
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 8
@.str.4 = private unnamed_addr constant [47 x i8] c"_Unwind_Resume_or_Rethrow returned (error %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@_ZTIi = external constant ptr
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
@.str.26 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@str = private unnamed_addr constant [32 x i8] c"-- forced unwind to catch (...)\00", align 1
@str.27 = private unnamed_addr constant [29 x i8] c"-- catch (...) that rethrows\00", align 1
@str.28 = private unnamed_addr constant [29 x i8] c"-- the stop function refuses\00", align 1
@str.29 = private unnamed_addr constant [41 x i8] c"-- _Unwind_Resume_or_Rethrow, no handler\00", align 1
@str.30 = private unnamed_addr constant [35 x i8] c"catch (...) in catcher, no rethrow\00", align 1
@str.31 = private unnamed_addr constant [27 x i8] c"after the catch in catcher\00", align 1
@str.32 = private unnamed_addr constant [24 x i8] c"catch (...) in catcher2\00", align 1
@str.33 = private unnamed_addr constant [22 x i8] c"after force in level3\00", align 1
@str.34 = private unnamed_addr constant [13 x i8] c"after level2\00", align 1
@str.35 = private unnamed_addr constant [47 x i8] c"catch (int) in level2: not for a forced unwind\00", align 1
@str.36 = private unnamed_addr constant [24 x i8] c"after the try in level2\00", align 1
@str.37 = private unnamed_addr constant [31 x i8] c"catch (...) in middle: rethrow\00", align 1
@str.38 = private unnamed_addr constant [14 x i8] c"stop: refuses\00", align 1
@str.39 = private unnamed_addr constant [19 x i8] c"stop: end of stack\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @_ZL7catcheri(i32 noundef 1)
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.27)
  tail call void @_ZL8catcher2i(i32 noundef 2)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.28)
  store i1 true, ptr @_ZL8g_refuse, align 4
  tail call void @_ZL6level3i(i32 noundef 3)
  store i1 false, ptr @_ZL8g_refuse, align 4
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.29)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 8 dereferenceable(80) getelementptr inbounds (i8, ptr @_ZL5g_exc, i32 8), i8 0, i32 80, i1 false)
  store i64 4918865680034645332, ptr @_ZL5g_exc, align 8, !tbaa !5
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (i8, ptr @_ZL5g_exc, i32 8), align 8, !tbaa !8
  %5 = tail call i32 @_Unwind_Resume_or_Rethrow(ptr noundef nonnull @_ZL5g_exc)
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline
define internal void @_ZL7catcheri(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZL6level1i(i32 noundef %0)
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #11
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  tail call void @__cxa_end_catch()
  br label %7

7:                                                ; preds = %1, %2
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.31)
  ret void
}

; Function Attrs: mustprogress noinline
define internal void @_ZL8catcher2i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZL6middlei(i32 noundef %0)
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #11
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.32)
  tail call void @__cxa_end_catch()
  br label %7

7:                                                ; preds = %1, %2
  ret void
}

; Function Attrs: mustprogress noinline
define internal void @_ZL6level3i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZL5forcei(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.33)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.20)
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.20)
  resume { ptr, i32 } %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind
define internal void @_ZL11exc_cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef readnone %1) #5 {
  %3 = icmp eq ptr %1, @_ZL5g_exc
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %0, i32 noundef %4)
  ret void
}

declare i32 @_Unwind_Resume_or_Rethrow(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress noinline
define internal void @_ZL6level1i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZL6level2i(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.34)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7)
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7)
  resume { ptr, i32 } %6
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress noinline
define internal void @_ZL6level2i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZL6level3i(i32 noundef %0)
          to label %11 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #11
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.35)
  tail call void @__cxa_end_catch() #11
  br label %11

11:                                               ; preds = %1, %7
  %12 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.36)
  ret void

13:                                               ; preds = %2
  resume { ptr, i32 } %3
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

; Function Attrs: mustprogress noinline
define internal void @_ZL6middlei(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZL5forcei(i32 noundef %0)
          to label %11 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #11
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.37)
  invoke void @__cxa_rethrow() #13
          to label %16 unwind label %7

7:                                                ; preds = %2
  %8 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %9 unwind label %13

9:                                                ; preds = %7
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.13)
  resume { ptr, i32 } %8

11:                                               ; preds = %1
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.13)
  ret void

13:                                               ; preds = %7
  %14 = landingpad { ptr, i32 }
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  tail call void @__clang_call_terminate(ptr %15) #12
  unreachable

16:                                               ; preds = %2
  unreachable
}

; Function Attrs: mustprogress noinline
define internal void @_ZL5forcei(i32 noundef %0) #2 {
  store i64 4918865680034645332, ptr @_ZL5g_exc, align 8, !tbaa !5
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (i8, ptr @_ZL5g_exc, i32 8), align 8, !tbaa !8
  %2 = tail call i32 @_Unwind_ForcedUnwind(ptr noundef nonnull @_ZL5g_exc, ptr noundef nonnull @_ZL4stopiiPKcP17_Unwind_ExceptionPvS3_, ptr noundef nonnull @_ZL7g_param)
  %3 = icmp ne i32 %2, 0
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef %0)
  ret void
}

declare void @__cxa_rethrow() local_unnamed_addr

declare i32 @_Unwind_ForcedUnwind(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress
define internal noundef range(i32 0, 2) i32 @_ZL4stopiiPKcP17_Unwind_ExceptionPvS3_(i32 noundef %0, i32 noundef %1, ptr nocapture readnone %2, ptr noundef readonly %3, ptr noundef %4, ptr nocapture noundef readonly %5) #9 {
  %7 = alloca i32, align 4
  %8 = and i32 %1, 16
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.39)
  br label %77

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %3, i32 72
  %14 = load i32, ptr %13, align 8, !tbaa !11
  %15 = lshr i32 %1, 3
  %16 = and i32 %15, 1
  %17 = icmp eq ptr %3, @_ZL5g_exc
  %18 = zext i1 %17 to i32
  %19 = icmp eq i32 %14, ptrtoint (ptr @_ZL5forcei to i32)
  br i1 %19, label %20, label %25

20:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store i32 0, ptr %7, align 4, !tbaa !11
  %21 = call i32 @_Unwind_VRS_Get(ptr noundef %4, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %7)
  %22 = load i32, ptr %7, align 4, !tbaa !11
  %23 = and i32 %22, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  %24 = icmp ugt i32 %23, ptrtoint (ptr @_ZL5forcei to i32)
  br label %67

25:                                               ; preds = %12
  %26 = icmp eq i32 %14, ptrtoint (ptr @_ZL6level3i to i32)
  br i1 %26, label %27, label %32

27:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store i32 0, ptr %7, align 4, !tbaa !11
  %28 = call i32 @_Unwind_VRS_Get(ptr noundef %4, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %7)
  %29 = load i32, ptr %7, align 4, !tbaa !11
  %30 = and i32 %29, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  %31 = icmp ugt i32 %30, ptrtoint (ptr @_ZL6level3i to i32)
  br label %67

32:                                               ; preds = %25
  %33 = icmp eq i32 %14, ptrtoint (ptr @_ZL6level2i to i32)
  br i1 %33, label %34, label %39

34:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store i32 0, ptr %7, align 4, !tbaa !11
  %35 = call i32 @_Unwind_VRS_Get(ptr noundef %4, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %7)
  %36 = load i32, ptr %7, align 4, !tbaa !11
  %37 = and i32 %36, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  %38 = icmp ugt i32 %37, ptrtoint (ptr @_ZL6level2i to i32)
  br label %67

39:                                               ; preds = %32
  %40 = icmp eq i32 %14, ptrtoint (ptr @_ZL6level1i to i32)
  br i1 %40, label %41, label %46

41:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store i32 0, ptr %7, align 4, !tbaa !11
  %42 = call i32 @_Unwind_VRS_Get(ptr noundef %4, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %7)
  %43 = load i32, ptr %7, align 4, !tbaa !11
  %44 = and i32 %43, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  %45 = icmp ugt i32 %44, ptrtoint (ptr @_ZL6level1i to i32)
  br label %67

46:                                               ; preds = %39
  %47 = icmp eq i32 %14, ptrtoint (ptr @_ZL7catcheri to i32)
  br i1 %47, label %48, label %53

48:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store i32 0, ptr %7, align 4, !tbaa !11
  %49 = call i32 @_Unwind_VRS_Get(ptr noundef %4, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %7)
  %50 = load i32, ptr %7, align 4, !tbaa !11
  %51 = and i32 %50, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  %52 = icmp ugt i32 %51, ptrtoint (ptr @_ZL7catcheri to i32)
  br label %67

53:                                               ; preds = %46
  %54 = icmp eq i32 %14, ptrtoint (ptr @_ZL6middlei to i32)
  br i1 %54, label %55, label %60

55:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store i32 0, ptr %7, align 4, !tbaa !11
  %56 = call i32 @_Unwind_VRS_Get(ptr noundef %4, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %7)
  %57 = load i32, ptr %7, align 4, !tbaa !11
  %58 = and i32 %57, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  %59 = icmp ugt i32 %58, ptrtoint (ptr @_ZL6middlei to i32)
  br label %67

60:                                               ; preds = %53
  %61 = icmp eq i32 %14, ptrtoint (ptr @_ZL8catcher2i to i32)
  br i1 %61, label %62, label %73

62:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store i32 0, ptr %7, align 4, !tbaa !11
  %63 = call i32 @_Unwind_VRS_Get(ptr noundef %4, i32 noundef 0, i32 noundef 15, i32 noundef 0, ptr noundef nonnull %7)
  %64 = load i32, ptr %7, align 4, !tbaa !11
  %65 = and i32 %64, -2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  %66 = icmp ugt i32 %65, ptrtoint (ptr @_ZL8catcher2i to i32)
  br label %67

67:                                               ; preds = %62, %48, %55, %34, %41, %20, %27
  %68 = phi i1 [ %31, %27 ], [ %24, %20 ], [ %45, %41 ], [ %38, %34 ], [ %59, %55 ], [ %52, %48 ], [ %66, %62 ]
  %69 = phi ptr [ @.str.20, %27 ], [ @.str.19, %20 ], [ @.str.7, %41 ], [ @.str.21, %34 ], [ @.str.13, %55 ], [ @.str.22, %48 ], [ @.str.23, %62 ]
  %70 = zext i1 %68 to i32
  %71 = load i32, ptr %5, align 4, !tbaa !11
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %69, i32 noundef %0, i32 noundef %16, i32 noundef %70, i32 noundef %18, i32 noundef %71)
  br label %73

73:                                               ; preds = %67, %60
  %74 = load i1, ptr @_ZL8g_refuse, align 4
  br i1 %74, label %75, label %77

75:                                               ; preds = %73
  %76 = call i32 @puts(ptr nonnull dereferenceable(1) @str.38)
  br label %77

77:                                               ; preds = %75, %73, %10
  %78 = phi i32 [ 0, %10 ], [ 1, %75 ], [ 0, %73 ]
  ret i32 %78
}

declare i32 @_Unwind_VRS_Get(ptr noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS17_Unwind_Exception", !6, i64 0, !10, i64 8, !6, i64 12, !6, i64 32, !6, i64 56, !6, i64 72}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
