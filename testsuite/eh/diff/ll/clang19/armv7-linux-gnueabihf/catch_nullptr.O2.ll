; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

$_ZTSP1S = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIP1S = comdat any

$_ZTSM1Si = comdat any

$_ZTIM1Si = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1S = linkonce_odr dso_local constant [4 x i8] c"P1S\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1S = linkonce_odr dso_local constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1S }, comdat, align 4
@_ZTIP1S = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1S, i32 0, ptr @_ZTI1S }, comdat, align 4
@_ZTIDn = external constant ptr
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Si = linkonce_odr dso_local constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTIM1Si = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZTIPi = external constant ptr
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.6 = private unnamed_addr constant [10 x i8] c"nullptr_t\00", align 1
@str.7 = private unnamed_addr constant [17 x i8] c"wrong: nullptr_t\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr null, ptr %1, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIDn, ptr null) #5
          to label %63 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTIP1S
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #4
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %11

11:                                               ; preds = %8, %16
  tail call void @__cxa_end_catch() #4
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr null, ptr %12, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIDn, ptr null) #5
          to label %63 unwind label %21

13:                                               ; preds = %2
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1S) #4
  %15 = icmp eq i32 %5, %14
  br i1 %15, label %16, label %61

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_begin_catch(ptr %4) #4
  %18 = icmp eq ptr %17, null
  %19 = zext i1 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19)
  br label %11

21:                                               ; preds = %11
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIM1Si
  %23 = extractvalue { ptr, i32 } %22, 1
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Si) #4
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %61

26:                                               ; preds = %21
  %27 = extractvalue { ptr, i32 } %22, 0
  %28 = tail call ptr @__cxa_begin_catch(ptr %27) #4
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = icmp eq i32 %29, -1
  %31 = zext i1 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  tail call void @__cxa_end_catch() #4
  %33 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr null, ptr %33, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %33, ptr nonnull @_ZTIDn, ptr null) #5
          to label %63 unwind label %34

34:                                               ; preds = %26
  %35 = landingpad { ptr, i32 }
          catch ptr @_ZTIDn
  %36 = extractvalue { ptr, i32 } %35, 1
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIDn) #4
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %61

39:                                               ; preds = %34
  %40 = extractvalue { ptr, i32 } %35, 0
  %41 = tail call ptr @__cxa_begin_catch(ptr %40) #4
  %42 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  tail call void @__cxa_end_catch() #4
  %43 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr null, ptr %43, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %43, ptr nonnull @_ZTIPi, ptr null) #5
          to label %63 unwind label %44

44:                                               ; preds = %39
  %45 = landingpad { ptr, i32 }
          catch ptr @_ZTIDn
          catch ptr @_ZTIPKi
  %46 = extractvalue { ptr, i32 } %45, 0
  %47 = extractvalue { ptr, i32 } %45, 1
  %48 = icmp eq i32 %47, %36
  br i1 %48, label %49, label %53

49:                                               ; preds = %44
  %50 = tail call ptr @__cxa_begin_catch(ptr %46) #4
  %51 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  br label %52

52:                                               ; preds = %49, %56
  tail call void @__cxa_end_catch() #4
  ret i32 0

53:                                               ; preds = %44
  %54 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #4
  %55 = icmp eq i32 %47, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %53
  %57 = tail call ptr @__cxa_begin_catch(ptr %46) #4
  %58 = icmp eq ptr %57, null
  %59 = zext i1 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %59)
  br label %52

61:                                               ; preds = %53, %34, %21, %13
  %62 = phi { ptr, i32 } [ %45, %53 ], [ %35, %34 ], [ %22, %21 ], [ %3, %13 ]
  resume { ptr, i32 } %62

63:                                               ; preds = %39, %26, %11, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"std::nullptr_t", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
