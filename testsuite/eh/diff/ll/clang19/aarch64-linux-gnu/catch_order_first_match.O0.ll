; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZN1AC2Ev = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1CC2Ev = comdat any

$_ZN1CD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZTS1C = comdat any

$_ZTS1B = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1B = comdat any

$_ZTI1C = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 8
@_ZTI1C = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1C, ptr @_ZTI1B }, comdat, align 8
@_ZTIl = external constant ptr
@_ZTIj = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant ptr
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev] }, comdat, align 8
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1CD2Ev, ptr @_ZN1CD0Ev] }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %32, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %125

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %15)
          to label %16 unwind label %17

16:                                               ; preds = %14
  br label %31

17:                                               ; preds = %14
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI1C
          catch ptr @_ZTIl
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
          catch ptr @_ZTIj
          catch ptr @_ZTIi
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %4, align 4
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1C) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %35

25:                                               ; preds = %21
  %26 = load ptr, ptr %3, align 8
  %27 = call ptr @__cxa_begin_catch(ptr %26) #8
  store ptr %27, ptr %10, align 8
  %28 = load i32, ptr %2, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %28)
          to label %30 unwind label %120

30:                                               ; preds = %25
  call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %30, %46, %55, %64, %75, %86, %92, %16
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %11, !llvm.loop !6

35:                                               ; preds = %21
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl) #8
  %37 = icmp eq i32 %22, %36
  br i1 %37, label %38, label %47

38:                                               ; preds = %35
  %39 = load ptr, ptr %3, align 8
  %40 = call ptr @__cxa_begin_catch(ptr %39) #8
  %41 = load i64, ptr %40, align 8
  store i64 %41, ptr %9, align 8
  %42 = load i32, ptr %2, align 4
  %43 = load i64, ptr %9, align 8
  %44 = trunc i64 %43 to i32
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %42, i32 noundef %44)
          to label %46 unwind label %116

46:                                               ; preds = %38
  call void @__cxa_end_catch() #8
  br label %31

47:                                               ; preds = %35
  %48 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #8
  %49 = icmp eq i32 %22, %48
  br i1 %49, label %50, label %56

50:                                               ; preds = %47
  %51 = load ptr, ptr %3, align 8
  %52 = call ptr @__cxa_begin_catch(ptr %51) #8
  store ptr %52, ptr %8, align 8
  %53 = load i32, ptr %2, align 4
  %54 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %53)
          to label %55 unwind label %111

55:                                               ; preds = %50
  call void @__cxa_end_catch()
  br label %31

56:                                               ; preds = %47
  %57 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #8
  %58 = icmp eq i32 %22, %57
  br i1 %58, label %59, label %65

59:                                               ; preds = %56
  %60 = load ptr, ptr %3, align 8
  %61 = call ptr @__cxa_begin_catch(ptr %60) #8
  store ptr %61, ptr %7, align 8
  %62 = load i32, ptr %2, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %62)
          to label %64 unwind label %106

64:                                               ; preds = %59
  call void @__cxa_end_catch()
  br label %31

65:                                               ; preds = %56
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIj) #8
  %67 = icmp eq i32 %22, %66
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  %69 = load ptr, ptr %3, align 8
  %70 = call ptr @__cxa_begin_catch(ptr %69) #8
  %71 = load i32, ptr %70, align 4
  store i32 %71, ptr %6, align 4
  %72 = load i32, ptr %2, align 4
  %73 = load i32, ptr %6, align 4
  %74 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %72, i32 noundef %73)
          to label %75 unwind label %102

75:                                               ; preds = %68
  call void @__cxa_end_catch() #8
  br label %31

76:                                               ; preds = %65
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %78 = icmp eq i32 %22, %77
  br i1 %78, label %79, label %87

79:                                               ; preds = %76
  %80 = load ptr, ptr %3, align 8
  %81 = call ptr @__cxa_begin_catch(ptr %80) #8
  %82 = load i32, ptr %81, align 4
  store i32 %82, ptr %5, align 4
  %83 = load i32, ptr %2, align 4
  %84 = load i32, ptr %5, align 4
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %83, i32 noundef %84)
          to label %86 unwind label %98

86:                                               ; preds = %79
  call void @__cxa_end_catch() #8
  br label %31

87:                                               ; preds = %76
  %88 = load ptr, ptr %3, align 8
  %89 = call ptr @__cxa_begin_catch(ptr %88) #8
  %90 = load i32, ptr %2, align 4
  %91 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %90)
          to label %92 unwind label %93

92:                                               ; preds = %87
  call void @__cxa_end_catch()
  br label %31

93:                                               ; preds = %87
  %94 = landingpad { ptr, i32 }
          cleanup
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %3, align 8
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %97 unwind label %131

97:                                               ; preds = %93
  br label %126

98:                                               ; preds = %79
  %99 = landingpad { ptr, i32 }
          cleanup
  %100 = extractvalue { ptr, i32 } %99, 0
  store ptr %100, ptr %3, align 8
  %101 = extractvalue { ptr, i32 } %99, 1
  store i32 %101, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %126

102:                                              ; preds = %68
  %103 = landingpad { ptr, i32 }
          cleanup
  %104 = extractvalue { ptr, i32 } %103, 0
  store ptr %104, ptr %3, align 8
  %105 = extractvalue { ptr, i32 } %103, 1
  store i32 %105, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %126

106:                                              ; preds = %59
  %107 = landingpad { ptr, i32 }
          cleanup
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %3, align 8
  %109 = extractvalue { ptr, i32 } %107, 1
  store i32 %109, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %110 unwind label %131

110:                                              ; preds = %106
  br label %126

111:                                              ; preds = %50
  %112 = landingpad { ptr, i32 }
          cleanup
  %113 = extractvalue { ptr, i32 } %112, 0
  store ptr %113, ptr %3, align 8
  %114 = extractvalue { ptr, i32 } %112, 1
  store i32 %114, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %115 unwind label %131

115:                                              ; preds = %111
  br label %126

116:                                              ; preds = %38
  %117 = landingpad { ptr, i32 }
          cleanup
  %118 = extractvalue { ptr, i32 } %117, 0
  store ptr %118, ptr %3, align 8
  %119 = extractvalue { ptr, i32 } %117, 1
  store i32 %119, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %126

120:                                              ; preds = %25
  %121 = landingpad { ptr, i32 }
          cleanup
  %122 = extractvalue { ptr, i32 } %121, 0
  store ptr %122, ptr %3, align 8
  %123 = extractvalue { ptr, i32 } %121, 1
  store i32 %123, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %124 unwind label %131

124:                                              ; preds = %120
  br label %126

125:                                              ; preds = %11
  ret i32 0

126:                                              ; preds = %124, %116, %115, %110, %102, %98, %97
  %127 = load ptr, ptr %3, align 8
  %128 = load i32, ptr %4, align 4
  %129 = insertvalue { ptr, i32 } poison, ptr %127, 0
  %130 = insertvalue { ptr, i32 } %129, i32 %128, 1
  resume { ptr, i32 } %130

131:                                              ; preds = %120, %111, %106, %93
  %132 = landingpad { ptr, i32 }
          catch ptr null
  %133 = extractvalue { ptr, i32 } %132, 0
  call void @__clang_call_terminate(ptr %133) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %16 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i64 8) #8
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 8, i1 false)
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #8
  call void @__cxa_throw(ptr %5, ptr @_ZTI1A, ptr @_ZN1AD2Ev) #10
  unreachable

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i64 8) #8
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 8, i1 false)
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  call void @__cxa_throw(ptr %7, ptr @_ZTI1B, ptr @_ZN1BD2Ev) #10
  unreachable

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 8) #8
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 8, i1 false)
  call void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %9) #8
  call void @__cxa_throw(ptr %9, ptr @_ZTI1C, ptr @_ZN1CD2Ev) #10
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 3, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTIi, ptr null) #10
  unreachable

12:                                               ; preds = %1
  %13 = call ptr @__cxa_allocate_exception(i64 8) #8
  store i64 4, ptr %13, align 16
  call void @__cxa_throw(ptr %13, ptr @_ZTIl, ptr null) #10
  unreachable

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 5, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIj, ptr null) #10
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 1) #8
  store i8 99, ptr %17, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTIc, ptr null) #10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1C, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1CD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #11
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
