; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Base = type { ptr, i32 }

$_ZN7DerivedC2Ei = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN4BaseC2ERKS_ = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseC2Ei = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4kindEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4kindEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4kindEv] }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4kindEv] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %8 = call ptr @__cxa_allocate_exception(i32 8) #8
  %9 = invoke noundef ptr @_ZN7DerivedC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %10 unwind label %125

10:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %8, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev) #6
          to label %146 unwind label %11

11:                                               ; preds = %10, %125
  %12 = catchswitch within none [label %13] unwind label %38

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @_ZTI4Base]
  %15 = call ptr @llvm.wasm.get.exception(token %14)
  store ptr %15, ptr %2, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #8
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %37

19:                                               ; preds = %13
  %20 = load ptr, ptr %2, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #8 [ "funclet"(token %14) ]
  store ptr %21, ptr %3, align 4
  %22 = load ptr, ptr %3, align 4
  %23 = load ptr, ptr %22, align 4
  %24 = getelementptr inbounds ptr, ptr %23, i64 2
  %25 = load ptr, ptr %24, align 4
  %26 = invoke noundef ptr %25(ptr noundef nonnull align 4 dereferenceable(8) %22) [ "funclet"(token %14) ]
          to label %27 unwind label %129

27:                                               ; preds = %19
  %28 = load ptr, ptr %3, align 4
  %29 = getelementptr inbounds %struct.Base, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %26, i32 noundef %30) [ "funclet"(token %14) ]
          to label %32 unwind label %129

32:                                               ; preds = %27
  %33 = call ptr @__cxa_allocate_exception(i32 8) #8 [ "funclet"(token %14) ]
  %34 = load ptr, ptr %3, align 4
  %35 = invoke noundef ptr @_ZN4BaseC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %33, ptr noundef nonnull align 4 dereferenceable(8) %34) [ "funclet"(token %14) ]
          to label %36 unwind label %127

36:                                               ; preds = %32
  invoke void @__cxa_throw(ptr %33, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev) #6 [ "funclet"(token %14) ]
          to label %146 unwind label %129

37:                                               ; preds = %13
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %14) ]
          to label %146 unwind label %38

38:                                               ; preds = %37, %131, %11
  %39 = catchswitch within none [label %40] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr @_ZTI7Derived, ptr @_ZTI4Base]
  %42 = call ptr @llvm.wasm.get.exception(token %41)
  store ptr %42, ptr %2, align 4
  %43 = call i32 @llvm.wasm.get.ehselector(token %41)
  %44 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #8
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %40
  %47 = load ptr, ptr %2, align 4
  %48 = call ptr @__cxa_begin_catch(ptr %47) #8 [ "funclet"(token %41) ]
  store ptr %48, ptr %5, align 4
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %41) ]
          to label %50 unwind label %135

50:                                               ; preds = %46
  call void @__cxa_end_catch() [ "funclet"(token %41) ]
  catchret from %41 to label %51

51:                                               ; preds = %50
  br label %71

52:                                               ; preds = %40
  %53 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #8
  %54 = icmp eq i32 %43, %53
  br i1 %54, label %55, label %70

55:                                               ; preds = %52
  %56 = load ptr, ptr %2, align 4
  %57 = call ptr @__cxa_begin_catch(ptr %56) #8 [ "funclet"(token %41) ]
  store ptr %57, ptr %4, align 4
  %58 = load ptr, ptr %4, align 4
  %59 = load ptr, ptr %58, align 4
  %60 = getelementptr inbounds ptr, ptr %59, i64 2
  %61 = load ptr, ptr %60, align 4
  %62 = invoke noundef ptr %61(ptr noundef nonnull align 4 dereferenceable(8) %58) [ "funclet"(token %41) ]
          to label %63 unwind label %132

63:                                               ; preds = %55
  %64 = load ptr, ptr %4, align 4
  %65 = getelementptr inbounds %struct.Base, ptr %64, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  %67 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %62, i32 noundef %66) [ "funclet"(token %41) ]
          to label %68 unwind label %132

68:                                               ; preds = %63
  call void @__cxa_end_catch() [ "funclet"(token %41) ]
  catchret from %41 to label %69

69:                                               ; preds = %68
  br label %71

70:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %41) ]
  unreachable

71:                                               ; preds = %51, %69, %124
  %72 = call ptr @__cxa_allocate_exception(i32 8) #8
  %73 = invoke noundef ptr @_ZN7DerivedC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %72, i32 noundef 2)
          to label %74 unwind label %138

74:                                               ; preds = %71
  invoke void @__cxa_throw(ptr %72, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev) #6
          to label %146 unwind label %75

75:                                               ; preds = %74, %138
  %76 = catchswitch within none [label %77] unwind label %98

77:                                               ; preds = %75
  %78 = catchpad within %76 [ptr @_ZTI4Base]
  %79 = call ptr @llvm.wasm.get.exception(token %78)
  store ptr %79, ptr %2, align 4
  %80 = call i32 @llvm.wasm.get.ehselector(token %78)
  %81 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #8
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %97

83:                                               ; preds = %77
  %84 = load ptr, ptr %2, align 4
  %85 = call ptr @__cxa_begin_catch(ptr %84) #8 [ "funclet"(token %78) ]
  store ptr %85, ptr %6, align 4
  %86 = load ptr, ptr %6, align 4
  %87 = load ptr, ptr %86, align 4
  %88 = getelementptr inbounds ptr, ptr %87, i64 2
  %89 = load ptr, ptr %88, align 4
  %90 = invoke noundef ptr %89(ptr noundef nonnull align 4 dereferenceable(8) %86) [ "funclet"(token %78) ]
          to label %91 unwind label %140

91:                                               ; preds = %83
  %92 = load ptr, ptr %6, align 4
  %93 = getelementptr inbounds %struct.Base, ptr %92, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %90, i32 noundef %94) [ "funclet"(token %78) ]
          to label %96 unwind label %140

96:                                               ; preds = %91
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %78) ]
          to label %146 unwind label %140

97:                                               ; preds = %77
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %78) ]
          to label %146 unwind label %98

98:                                               ; preds = %97, %142, %75
  %99 = catchswitch within none [label %100] unwind to caller

100:                                              ; preds = %98
  %101 = catchpad within %99 [ptr @_ZTI7Derived]
  %102 = call ptr @llvm.wasm.get.exception(token %101)
  store ptr %102, ptr %2, align 4
  %103 = call i32 @llvm.wasm.get.ehselector(token %101)
  %104 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #8
  %105 = icmp eq i32 %103, %104
  br i1 %105, label %106, label %121

106:                                              ; preds = %100
  %107 = load ptr, ptr %2, align 4
  %108 = call ptr @__cxa_begin_catch(ptr %107) #8 [ "funclet"(token %101) ]
  store ptr %108, ptr %7, align 4
  %109 = load ptr, ptr %7, align 4
  %110 = load ptr, ptr %109, align 4
  %111 = getelementptr inbounds ptr, ptr %110, i64 2
  %112 = load ptr, ptr %111, align 4
  %113 = invoke noundef ptr %112(ptr noundef nonnull align 4 dereferenceable(8) %109) [ "funclet"(token %101) ]
          to label %114 unwind label %143

114:                                              ; preds = %106
  %115 = load ptr, ptr %7, align 4
  %116 = getelementptr inbounds %struct.Base, ptr %115, i32 0, i32 1
  %117 = load i32, ptr %116, align 4
  %118 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %113, i32 noundef %117) [ "funclet"(token %101) ]
          to label %119 unwind label %143

119:                                              ; preds = %114
  call void @__cxa_end_catch() [ "funclet"(token %101) ]
  catchret from %101 to label %120

120:                                              ; preds = %119
  br label %122

121:                                              ; preds = %100
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %101) ]
  unreachable

122:                                              ; preds = %120, %123
  ret i32 0

123:                                              ; No predecessors!
  br label %122

124:                                              ; No predecessors!
  br label %71

125:                                              ; preds = %0
  %126 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %8) #8 [ "funclet"(token %126) ]
  cleanupret from %126 unwind label %11

127:                                              ; preds = %32
  %128 = cleanuppad within %14 []
  call void @__cxa_free_exception(ptr %33) #8 [ "funclet"(token %128) ]
  cleanupret from %128 unwind label %129

129:                                              ; preds = %36, %127, %27, %19
  %130 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %130) ]
          to label %131 unwind label %147

131:                                              ; preds = %129
  cleanupret from %130 unwind label %38

132:                                              ; preds = %63, %55
  %133 = cleanuppad within %41 []
  invoke void @__cxa_end_catch() [ "funclet"(token %133) ]
          to label %134 unwind label %149

134:                                              ; preds = %132
  cleanupret from %133 unwind to caller

135:                                              ; preds = %46
  %136 = cleanuppad within %41 []
  invoke void @__cxa_end_catch() [ "funclet"(token %136) ]
          to label %137 unwind label %151

137:                                              ; preds = %135
  cleanupret from %136 unwind to caller

138:                                              ; preds = %71
  %139 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %72) #8 [ "funclet"(token %139) ]
  cleanupret from %139 unwind label %75

140:                                              ; preds = %96, %91, %83
  %141 = cleanuppad within %78 []
  invoke void @__cxa_end_catch() [ "funclet"(token %141) ]
          to label %142 unwind label %153

142:                                              ; preds = %140
  cleanupret from %141 unwind label %98

143:                                              ; preds = %114, %106
  %144 = cleanuppad within %101 []
  invoke void @__cxa_end_catch() [ "funclet"(token %144) ]
          to label %145 unwind label %155

145:                                              ; preds = %143
  cleanupret from %144 unwind to caller

146:                                              ; preds = %97, %96, %74, %37, %36, %10
  unreachable

147:                                              ; preds = %129
  %148 = cleanuppad within %130 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %148) ]
  unreachable

149:                                              ; preds = %132
  %150 = cleanuppad within %133 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %150) ]
  unreachable

151:                                              ; preds = %135
  %152 = cleanuppad within %136 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %152) ]
  unreachable

153:                                              ; preds = %140
  %154 = cleanuppad within %141 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %154) ]
  unreachable

155:                                              ; preds = %143
  %156 = cleanuppad within %144 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %156) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN7DerivedC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %5, align 4
  ret ptr %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DerivedD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds %struct.Base, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %13, i32 noundef %15)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7DerivedD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DerivedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK7Derived4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK4Base4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #7

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
