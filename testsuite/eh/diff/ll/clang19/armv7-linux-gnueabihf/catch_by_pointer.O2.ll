; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }

$_ZNK7Derived2idEv = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTV7Derived = comdat any

@_ZL9g_derived = internal global %struct.Derived { %struct.Base { ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), i32 0 } }, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@_ZTIP7Derived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPKPKi, i32 1, ptr @_ZTIPKi }, comdat, align 4
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPPi, i32 0, ptr @_ZTIPi }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant ptr
@_ZTIPKc = external constant ptr
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@_ZTIPv = external constant ptr
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZNK7Derived2idEv] }, comdat, align 4
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@str = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1
@str.11 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.12 = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 4
  store i32 5, ptr getelementptr inbounds (i8, ptr @_ZL9g_derived, i32 4), align 4, !tbaa !5
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL9g_derived, ptr %2, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIP7Derived, ptr null) #7
          to label %117 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIP4Base
  %5 = extractvalue { ptr, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #6
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %115

8:                                                ; preds = %3
  %9 = extractvalue { ptr, i32 } %4, 0
  %10 = tail call ptr @__cxa_begin_catch(ptr %9) #6
  %11 = load ptr, ptr %10, align 4, !tbaa !12
  %12 = load ptr, ptr %11, align 4
  %13 = invoke noundef i32 %12(ptr noundef nonnull align 4 dereferenceable(8) %10)
          to label %14 unwind label %21

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i32 4
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = icmp eq ptr %10, @_ZL9g_derived
  %18 = zext i1 %17 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, i32 noundef %16, i32 noundef %18)
  tail call void @__cxa_end_catch() #6
  %20 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5g_int, ptr %20, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIPi, ptr null) #7
          to label %117 unwind label %23

21:                                               ; preds = %8
  %22 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %115

23:                                               ; preds = %14
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKi
  %25 = extractvalue { ptr, i32 } %24, 1
  %26 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #6
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %115

28:                                               ; preds = %23
  %29 = extractvalue { ptr, i32 } %24, 0
  %30 = tail call ptr @__cxa_begin_catch(ptr %29) #6
  %31 = load i32, ptr %30, align 4, !tbaa !14
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31)
  tail call void @__cxa_end_catch() #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6
  store ptr @_ZL5g_int, ptr %1, align 4, !tbaa !10
  %33 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr %1, ptr %33, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %33, ptr nonnull @_ZTIPPi, ptr null) #7
          to label %117 unwind label %34

34:                                               ; preds = %28
  %35 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKPKi
  %36 = extractvalue { ptr, i32 } %35, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKPKi) #6
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %115

39:                                               ; preds = %34
  %40 = extractvalue { ptr, i32 } %35, 0
  %41 = call ptr @__cxa_begin_catch(ptr %40) #6
  %42 = load ptr, ptr %41, align 4, !tbaa !10
  %43 = load i32, ptr %42, align 4, !tbaa !14
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %43)
  call void @__cxa_end_catch() #6
  %45 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @.str.3, ptr %45, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %45, ptr nonnull @_ZTIPKc, ptr null) #7
          to label %117 unwind label %46

46:                                               ; preds = %39
  %47 = landingpad { ptr, i32 }
          catch ptr @_ZTIPc
          catch ptr @_ZTIPKc
  %48 = extractvalue { ptr, i32 } %47, 0
  %49 = extractvalue { ptr, i32 } %47, 1
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPc) #6
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %57

52:                                               ; preds = %46
  %53 = call ptr @__cxa_begin_catch(ptr %48) #6
  %54 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %55

55:                                               ; preds = %52, %60
  call void @__cxa_end_catch() #6
  %56 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5g_int, ptr %56, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIPv, ptr null) #7
          to label %117 unwind label %63

57:                                               ; preds = %46
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #6
  %59 = icmp eq i32 %49, %58
  br i1 %59, label %60, label %115

60:                                               ; preds = %57
  %61 = call ptr @__cxa_begin_catch(ptr %48) #6
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %61)
  br label %55

63:                                               ; preds = %55
  %64 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
          catch ptr @_ZTIPv
  %65 = extractvalue { ptr, i32 } %64, 0
  %66 = extractvalue { ptr, i32 } %64, 1
  %67 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPi) #6
  %68 = icmp eq i32 %66, %67
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = call ptr @__cxa_begin_catch(ptr %65) #6
  %71 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %72

72:                                               ; preds = %69, %77
  call void @__cxa_end_catch() #6
  %73 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5g_int, ptr %73, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %73, ptr nonnull @_ZTIPi, ptr null) #7
          to label %117 unwind label %82

74:                                               ; preds = %63
  %75 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #6
  %76 = icmp eq i32 %66, %75
  br i1 %76, label %77, label %115

77:                                               ; preds = %74
  %78 = call ptr @__cxa_begin_catch(ptr %65) #6
  %79 = icmp eq ptr %78, @_ZL5g_int
  %80 = zext i1 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %80)
  br label %72

82:                                               ; preds = %72
  %83 = landingpad { ptr, i32 }
          catch ptr @_ZTIPv
  %84 = extractvalue { ptr, i32 } %83, 1
  %85 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #6
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %115

87:                                               ; preds = %82
  %88 = extractvalue { ptr, i32 } %83, 0
  %89 = call ptr @__cxa_begin_catch(ptr %88) #6
  %90 = load i32, ptr %89, align 4, !tbaa !14
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %90)
  call void @__cxa_end_catch() #6
  %92 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL9g_derived, ptr %92, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %92, ptr nonnull @_ZTIP7Derived, ptr null) #7
          to label %117 unwind label %93

93:                                               ; preds = %87
  %94 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTIP7Derived
  %95 = extractvalue { ptr, i32 } %94, 0
  %96 = extractvalue { ptr, i32 } %94, 1
  %97 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #6
  %98 = icmp eq i32 %96, %97
  br i1 %98, label %99, label %103

99:                                               ; preds = %93
  %100 = call ptr @__cxa_begin_catch(ptr %95) #6
  %101 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  call void @__cxa_end_catch()
  br label %102

102:                                              ; preds = %99, %111
  ret i32 0

103:                                              ; preds = %93
  %104 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP7Derived) #6
  %105 = icmp eq i32 %96, %104
  br i1 %105, label %106, label %115

106:                                              ; preds = %103
  %107 = call ptr @__cxa_begin_catch(ptr %95) #6
  %108 = load ptr, ptr %107, align 4, !tbaa !12
  %109 = load ptr, ptr %108, align 4
  %110 = invoke noundef i32 %109(ptr noundef nonnull align 4 dereferenceable(8) %107)
          to label %111 unwind label %113

111:                                              ; preds = %106
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %110)
  call void @__cxa_end_catch() #6
  br label %102

113:                                              ; preds = %106
  %114 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_end_catch() #6
  br label %115

115:                                              ; preds = %113, %103, %82, %74, %57, %34, %23, %21, %3
  %116 = phi { ptr, i32 } [ %114, %113 ], [ %94, %103 ], [ %83, %82 ], [ %64, %74 ], [ %47, %57 ], [ %35, %34 ], [ %24, %23 ], [ %22, %21 ], [ %4, %3 ]
  resume { ptr, i32 } %116

117:                                              ; preds = %87, %72, %55, %39, %28, %14, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7Derived2idEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret i32 2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS4Base", !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !9, i64 0}
!14 = !{!7, !7, i64 0}
