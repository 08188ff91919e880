; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Outer = type { i32 }
%struct.Inner = type { i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Outer = linkonce_odr constant [7 x i8] c"5Outer\00", align 1
@_ZTI5Outer = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Outer }, align 4
@_ZTS5Inner = linkonce_odr constant [7 x i8] c"5Inner\00", align 1
@_ZTI5Inner = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Inner }, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"never: Outer\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.Outer, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %10 = call ptr @__cxa_allocate_exception(i32 4) #6
  %11 = invoke noundef ptr @_ZN5OuterC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef -1)
          to label %12 unwind label %13

12:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %10, ptr @_ZTI5Outer, ptr @_ZN5OuterD1Ev) #7
          to label %139 unwind label %17

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %2, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %3, align 4
  call void @__cxa_free_exception(ptr %10) #6
  br label %21

17:                                               ; preds = %12
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %2, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %17, %13
  %22 = load i32, ptr %3, align 4
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #6
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %36

25:                                               ; preds = %21
  %26 = load ptr, ptr %2, align 4
  %27 = call ptr @__cxa_begin_catch(ptr %26) #6
  store ptr %27, ptr %5, align 4
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %29 unwind label %52

29:                                               ; preds = %25
  call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %29, %46
  %31 = invoke noundef ptr @_ZN5OuterC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 5)
          to label %32 unwind label %57

32:                                               ; preds = %30
  %33 = call ptr @__cxa_allocate_exception(i32 4) #6
  %34 = invoke noundef ptr @_ZN5OuterC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %33, ptr noundef nonnull align 4 dereferenceable(4) %6)
          to label %35 unwind label %61

35:                                               ; preds = %32
  invoke void @__cxa_throw(ptr %33, ptr @_ZTI5Outer, ptr @_ZN5OuterD1Ev) #7
          to label %139 unwind label %65

36:                                               ; preds = %21
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Inner) #6
  %38 = icmp eq i32 %22, %37
  br i1 %38, label %39, label %131

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 4
  %41 = call ptr @__cxa_begin_catch(ptr %40) #6
  store ptr %41, ptr %4, align 4
  %42 = load ptr, ptr %4, align 4
  %43 = getelementptr inbounds %struct.Inner, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44)
          to label %46 unwind label %47

46:                                               ; preds = %39
  call void @__cxa_end_catch()
  br label %30

47:                                               ; preds = %39
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  store ptr %49, ptr %2, align 4
  %50 = extractvalue { ptr, i32 } %48, 1
  store i32 %50, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %51 unwind label %136

51:                                               ; preds = %47
  br label %131

52:                                               ; preds = %25
  %53 = landingpad { ptr, i32 }
          cleanup
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %2, align 4
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %56 unwind label %136

56:                                               ; preds = %52
  br label %131

57:                                               ; preds = %30
  %58 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %2, align 4
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %3, align 4
  br label %71

61:                                               ; preds = %32
  %62 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %63 = extractvalue { ptr, i32 } %62, 0
  store ptr %63, ptr %2, align 4
  %64 = extractvalue { ptr, i32 } %62, 1
  store i32 %64, ptr %3, align 4
  call void @__cxa_free_exception(ptr %33) #6
  br label %69

65:                                               ; preds = %35
  %66 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  %67 = extractvalue { ptr, i32 } %66, 0
  store ptr %67, ptr %2, align 4
  %68 = extractvalue { ptr, i32 } %66, 1
  store i32 %68, ptr %3, align 4
  br label %69

69:                                               ; preds = %65, %61
  %70 = call noundef ptr @_ZN5OuterD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %71

71:                                               ; preds = %69, %57
  %72 = load i32, ptr %3, align 4
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #6
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %84

75:                                               ; preds = %71
  %76 = load ptr, ptr %2, align 4
  %77 = call ptr @__cxa_begin_catch(ptr %76) #6
  store ptr %77, ptr %8, align 4
  %78 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %79 unwind label %100

79:                                               ; preds = %75
  call void @__cxa_end_catch()
  br label %80

80:                                               ; preds = %79, %94
  %81 = call ptr @__cxa_allocate_exception(i32 4) #6
  %82 = invoke noundef ptr @_ZN5OuterC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %81, i32 noundef 2)
          to label %83 unwind label %105

83:                                               ; preds = %80
  invoke void @__cxa_throw(ptr %81, ptr @_ZTI5Outer, ptr @_ZN5OuterD1Ev) #7
          to label %139 unwind label %109

84:                                               ; preds = %71
  %85 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Inner) #6
  %86 = icmp eq i32 %72, %85
  br i1 %86, label %87, label %131

87:                                               ; preds = %84
  %88 = load ptr, ptr %2, align 4
  %89 = call ptr @__cxa_begin_catch(ptr %88) #6
  store ptr %89, ptr %7, align 4
  %90 = load ptr, ptr %7, align 4
  %91 = getelementptr inbounds %struct.Inner, ptr %90, i32 0, i32 0
  %92 = load i32, ptr %91, align 4
  %93 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %92)
          to label %94 unwind label %95

94:                                               ; preds = %87
  call void @__cxa_end_catch()
  br label %80

95:                                               ; preds = %87
  %96 = landingpad { ptr, i32 }
          cleanup
  %97 = extractvalue { ptr, i32 } %96, 0
  store ptr %97, ptr %2, align 4
  %98 = extractvalue { ptr, i32 } %96, 1
  store i32 %98, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %99 unwind label %136

99:                                               ; preds = %95
  br label %131

100:                                              ; preds = %75
  %101 = landingpad { ptr, i32 }
          cleanup
  %102 = extractvalue { ptr, i32 } %101, 0
  store ptr %102, ptr %2, align 4
  %103 = extractvalue { ptr, i32 } %101, 1
  store i32 %103, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %104 unwind label %136

104:                                              ; preds = %100
  br label %131

105:                                              ; preds = %80
  %106 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
  %107 = extractvalue { ptr, i32 } %106, 0
  store ptr %107, ptr %2, align 4
  %108 = extractvalue { ptr, i32 } %106, 1
  store i32 %108, ptr %3, align 4
  call void @__cxa_free_exception(ptr %81) #6
  br label %113

109:                                              ; preds = %83
  %110 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %2, align 4
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %3, align 4
  br label %113

113:                                              ; preds = %109, %105
  %114 = load i32, ptr %3, align 4
  %115 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #6
  %116 = icmp eq i32 %114, %115
  br i1 %116, label %117, label %131

117:                                              ; preds = %113
  %118 = load ptr, ptr %2, align 4
  %119 = call ptr @__cxa_begin_catch(ptr %118) #6
  store ptr %119, ptr %9, align 4
  %120 = load ptr, ptr %9, align 4
  %121 = getelementptr inbounds %struct.Outer, ptr %120, i32 0, i32 0
  %122 = load i32, ptr %121, align 4
  %123 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %122)
          to label %124 unwind label %126

124:                                              ; preds = %117
  call void @__cxa_end_catch()
  br label %125

125:                                              ; preds = %124
  ret i32 0

126:                                              ; preds = %117
  %127 = landingpad { ptr, i32 }
          cleanup
  %128 = extractvalue { ptr, i32 } %127, 0
  store ptr %128, ptr %2, align 4
  %129 = extractvalue { ptr, i32 } %127, 1
  store i32 %129, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %130 unwind label %136

130:                                              ; preds = %126
  br label %131

131:                                              ; preds = %130, %113, %104, %99, %84, %56, %51, %36
  %132 = load ptr, ptr %2, align 4
  %133 = load i32, ptr %3, align 4
  %134 = insertvalue { ptr, i32 } poison, ptr %132, 0
  %135 = insertvalue { ptr, i32 } %134, i32 %133, 1
  resume { ptr, i32 } %135

136:                                              ; preds = %126, %100, %95, %52, %47
  %137 = landingpad { ptr, i32 }
          catch ptr null
  %138 = extractvalue { ptr, i32 } %137, 0
  call void @__clang_call_terminate(ptr %138) #8
  unreachable

139:                                              ; preds = %83, %35, %12
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN5OuterC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5OuterD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN5OuterC1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN5OuterC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call ptr @__cxa_allocate_exception(i32 4) #6
  %16 = getelementptr inbounds %struct.Inner, ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 8
  call void @__cxa_throw(ptr %15, ptr @_ZTI5Inner, ptr null) #7
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN5OuterC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %11)
  %13 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp eq i32 %14, 5
  br i1 %15, label %16, label %19

16:                                               ; preds = %2
  %17 = call ptr @__cxa_allocate_exception(i32 4) #6
  %18 = getelementptr inbounds %struct.Inner, ptr %17, i32 0, i32 0
  store i32 50, ptr %18, align 8
  call void @__cxa_throw(ptr %17, ptr @_ZTI5Inner, ptr null) #7
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
