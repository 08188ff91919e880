; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@_ZN7Fragile6budgetE = hidden global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4
@_ZL5dtors = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr hidden constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #11
  ret ptr %6
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #11
  ret ptr %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr @_ZL5frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @_ZL5frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %8
  ret void

11:                                               ; preds = %8
  %12 = cleanuppad within none []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %12) ]
  unreachable
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr @_ZL5frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @_ZL5frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %8
  ret void

11:                                               ; preds = %8
  %12 = cleanuppad within none []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %12) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #4 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %class.anon, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %14 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #13
          to label %15 unwind label %22

15:                                               ; preds = %0
  %16 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %14, i32 noundef 13)
          to label %17 unwind label %69

17:                                               ; preds = %15
  store ptr %14, ptr %2, align 4
  %18 = load ptr, ptr %2, align 4
  %19 = getelementptr inbounds %struct.Fragile, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
          to label %68 unwind label %22

22:                                               ; preds = %17, %69, %0
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @_ZTIPKc]
  %26 = call ptr @llvm.wasm.get.exception(token %25)
  store ptr %26, ptr %3, align 4
  %27 = call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #14
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %24
  %31 = load ptr, ptr %3, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #14 [ "funclet"(token %25) ]
  store ptr %32, ptr %4, align 4
  %33 = load ptr, ptr %4, align 4
  %34 = load i32, ptr @_ZL6allocs, align 4
  %35 = load i32, ptr @_ZL5frees, align 4
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %33, i32 noundef %34, i32 noundef %35) [ "funclet"(token %25) ]
          to label %37 unwind label %71

37:                                               ; preds = %30
  call void @__cxa_end_catch() #14 [ "funclet"(token %25) ]
  catchret from %25 to label %38

38:                                               ; preds = %37
  br label %40

39:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %25) ]
  unreachable

40:                                               ; preds = %38, %68
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4
  %41 = invoke noalias noundef nonnull ptr @_Znam(i32 noundef 24) #13
          to label %42 unwind label %84

42:                                               ; preds = %40
  store i32 5, ptr %41, align 4
  %43 = getelementptr inbounds i8, ptr %41, i32 4
  %44 = getelementptr inbounds %struct.Fragile, ptr %43, i32 5
  br label %45

45:                                               ; preds = %48, %42
  %46 = phi ptr [ %43, %42 ], [ %49, %48 ]
  %47 = invoke noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %46)
          to label %48 unwind label %73

48:                                               ; preds = %45
  %49 = getelementptr inbounds %struct.Fragile, ptr %46, i32 1
  %50 = icmp eq ptr %49, %44
  br i1 %50, label %51, label %45

51:                                               ; preds = %48
  store ptr %43, ptr %5, align 4
  %52 = load ptr, ptr %5, align 4
  %53 = icmp eq ptr %52, null
  br i1 %53, label %67, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %52, i32 -4
  %56 = load i32, ptr %55, align 4
  %57 = getelementptr inbounds %struct.Fragile, ptr %52, i32 %56
  %58 = icmp eq ptr %52, %57
  br i1 %58, label %64, label %59

59:                                               ; preds = %59, %54
  %60 = phi ptr [ %57, %54 ], [ %61, %59 ]
  %61 = getelementptr inbounds %struct.Fragile, ptr %60, i32 -1
  %62 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %61) #14
  %63 = icmp eq ptr %61, %52
  br i1 %63, label %64, label %59

64:                                               ; preds = %59, %54
  %65 = mul i32 4, %56
  %66 = add i32 %65, 4
  call void @_ZdaPvm(ptr noundef %55, i32 noundef %66) #15
  br label %67

67:                                               ; preds = %64, %51
  br label %104

68:                                               ; preds = %17
  br label %40

69:                                               ; preds = %15
  %70 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef %14, i32 noundef 4) #15 [ "funclet"(token %70) ]
  cleanupret from %70 unwind label %22

71:                                               ; preds = %30
  %72 = cleanuppad within %25 []
  call void @__cxa_end_catch() #14 [ "funclet"(token %72) ]
  cleanupret from %72 unwind to caller

73:                                               ; preds = %45
  %74 = cleanuppad within none []
  %75 = icmp eq ptr %43, %46
  br i1 %75, label %81, label %76

76:                                               ; preds = %76, %73
  %77 = phi ptr [ %46, %73 ], [ %78, %76 ]
  %78 = getelementptr inbounds %struct.Fragile, ptr %77, i32 -1
  %79 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %78) #14 [ "funclet"(token %74) ]
  %80 = icmp eq ptr %78, %43
  br i1 %80, label %81, label %76

81:                                               ; preds = %76, %73
  cleanupret from %74 unwind label %82

82:                                               ; preds = %81
  %83 = cleanuppad within none []
  call void @_ZdaPvm(ptr noundef %41, i32 noundef 24) #15 [ "funclet"(token %83) ]
  cleanupret from %83 unwind label %84

84:                                               ; preds = %82, %40
  %85 = catchswitch within none [label %86] unwind to caller

86:                                               ; preds = %84
  %87 = catchpad within %85 [ptr @_ZTIi]
  %88 = call ptr @llvm.wasm.get.exception(token %87)
  store ptr %88, ptr %3, align 4
  %89 = call i32 @llvm.wasm.get.ehselector(token %87)
  %90 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %91 = icmp eq i32 %89, %90
  br i1 %91, label %92, label %103

92:                                               ; preds = %86
  %93 = load ptr, ptr %3, align 4
  %94 = call ptr @__cxa_begin_catch(ptr %93) #14 [ "funclet"(token %87) ]
  %95 = load i32, ptr %94, align 4
  store i32 %95, ptr %6, align 4
  %96 = load i32, ptr %6, align 4
  %97 = load i32, ptr @_ZL5ctors, align 4
  %98 = load i32, ptr @_ZL5dtors, align 4
  %99 = load i32, ptr @_ZL5frees, align 4
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99) [ "funclet"(token %87) ]
          to label %101 unwind label %135

101:                                              ; preds = %92
  call void @__cxa_end_catch() #14 [ "funclet"(token %87) ]
  catchret from %87 to label %102

102:                                              ; preds = %101
  br label %104

103:                                              ; preds = %86
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %87) ]
  unreachable

104:                                              ; preds = %102, %67
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %105

105:                                              ; preds = %129, %104
  %106 = load i32, ptr %8, align 4
  %107 = icmp slt i32 %106, 5
  br i1 %107, label %108, label %139

108:                                              ; preds = %105
  %109 = load i32, ptr %8, align 4
  %110 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %109)
          to label %132 unwind label %111

111:                                              ; preds = %108
  %112 = catchswitch within none [label %113] unwind to caller

113:                                              ; preds = %111
  %114 = catchpad within %112 [ptr @_ZTIi]
  %115 = call ptr @llvm.wasm.get.exception(token %114)
  store ptr %115, ptr %3, align 4
  %116 = call i32 @llvm.wasm.get.ehselector(token %114)
  %117 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %118 = icmp eq i32 %116, %117
  br i1 %118, label %119, label %127

119:                                              ; preds = %113
  %120 = load ptr, ptr %3, align 4
  %121 = call ptr @__cxa_begin_catch(ptr %120) #14 [ "funclet"(token %114) ]
  %122 = load i32, ptr %121, align 4
  store i32 %122, ptr %9, align 4
  %123 = load i32, ptr %9, align 4
  %124 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %123) [ "funclet"(token %114) ]
          to label %125 unwind label %137

125:                                              ; preds = %119
  call void @__cxa_end_catch() #14 [ "funclet"(token %114) ]
  catchret from %114 to label %126

126:                                              ; preds = %125
  br label %128

127:                                              ; preds = %113
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %114) ]
  unreachable

128:                                              ; preds = %126, %132
  br label %129

129:                                              ; preds = %128
  %130 = load i32, ptr %8, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %8, align 4
  br label %105, !llvm.loop !2

132:                                              ; preds = %108
  %133 = load i32, ptr %7, align 4
  %134 = add nsw i32 %133, %110
  store i32 %134, ptr %7, align 4
  br label %128

135:                                              ; preds = %92
  %136 = cleanuppad within %87 []
  call void @__cxa_end_catch() #14 [ "funclet"(token %136) ]
  cleanupret from %136 unwind to caller

137:                                              ; preds = %119
  %138 = cleanuppad within %114 []
  call void @__cxa_end_catch() #14 [ "funclet"(token %138) ]
  cleanupret from %138 unwind to caller

139:                                              ; preds = %105
  %140 = load i32, ptr %7, align 4
  %141 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14
  %142 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %140, i32 noundef %141, i32 noundef %142)
  %144 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7)
  %145 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3)
  %146 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %144, i32 noundef %145, i32 noundef %146)
  %148 = getelementptr inbounds %class.anon, ptr %10, i32 0, i32 0
  store ptr %7, ptr %148, align 4
  store i32 0, ptr %11, align 4
  br label %149

149:                                              ; preds = %173, %139
  %150 = load i32, ptr %11, align 4
  %151 = icmp slt i32 %150, 4
  br i1 %151, label %152, label %180

152:                                              ; preds = %149
  %153 = load i32, ptr %11, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %153)
          to label %176 unwind label %154

154:                                              ; preds = %152
  %155 = catchswitch within none [label %156] unwind to caller

156:                                              ; preds = %154
  %157 = catchpad within %155 [ptr @_ZTI7Fragile]
  %158 = call ptr @llvm.wasm.get.exception(token %157)
  store ptr %158, ptr %3, align 4
  %159 = call i32 @llvm.wasm.get.ehselector(token %157)
  %160 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #14
  %161 = icmp eq i32 %159, %160
  br i1 %161, label %162, label %171

162:                                              ; preds = %156
  %163 = load ptr, ptr %3, align 4
  %164 = call ptr @__cxa_begin_catch(ptr %163) #14 [ "funclet"(token %157) ]
  store ptr %164, ptr %12, align 4
  %165 = load ptr, ptr %12, align 4
  %166 = getelementptr inbounds %struct.Fragile, ptr %165, i32 0, i32 0
  %167 = load i32, ptr %166, align 4
  %168 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %167) [ "funclet"(token %157) ]
          to label %169 unwind label %177

169:                                              ; preds = %162
  call void @__cxa_end_catch() [ "funclet"(token %157) ]
  catchret from %157 to label %170

170:                                              ; preds = %169
  br label %172

171:                                              ; preds = %156
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %157) ]
  unreachable

172:                                              ; preds = %170, %176
  br label %173

173:                                              ; preds = %172
  %174 = load i32, ptr %11, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %11, align 4
  br label %149, !llvm.loop !4

176:                                              ; preds = %152
  br label %172

177:                                              ; preds = %162
  %178 = cleanuppad within %157 []
  invoke void @__cxa_end_catch() [ "funclet"(token %178) ]
          to label %179 unwind label %199

179:                                              ; preds = %177
  cleanupret from %178 unwind to caller

180:                                              ; preds = %149
  store i32 0, ptr %13, align 4
  br label %181

181:                                              ; preds = %189, %180
  %182 = load i32, ptr %13, align 4
  %183 = icmp slt i32 %182, 3
  br i1 %183, label %184, label %192

184:                                              ; preds = %181
  %185 = load i32, ptr %13, align 4
  %186 = load i32, ptr %13, align 4
  %187 = call noundef i32 @_ZL7layeredi(i32 noundef %186)
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %185, i32 noundef %187)
  br label %189

189:                                              ; preds = %184
  %190 = load i32, ptr %13, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %13, align 4
  br label %181, !llvm.loop !5

192:                                              ; preds = %181
  %193 = load i32, ptr @_ZL6allocs, align 4
  %194 = load i32, ptr @_ZL5frees, align 4
  %195 = load i32, ptr @_ZL5ctors, align 4
  %196 = load i32, ptr @_ZL5dtors, align 4
  %197 = load i32, ptr %7, align 4
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %193, i32 noundef %194, i32 noundef %195, i32 noundef %196, i32 noundef %197)
  ret i32 0

199:                                              ; preds = %177
  %200 = cleanuppad within %178 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %200) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i32 4) #14
  store ptr @.str.9, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #9
  unreachable

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret ptr %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #6

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #7

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #9

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #14
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %11, ptr %10, align 16
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #9
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5dtors, align 4
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 2
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 4) #14
  %7 = load i32, ptr %2, align 4
  %8 = mul nsw i32 %7, 2
  store i32 %8, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #10 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #10 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i16, align 2
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  invoke void %8(i32 noundef %9)
          to label %27 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIs, ptr null]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #14
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %12
  %19 = load ptr, ptr %6, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #14 [ "funclet"(token %13) ]
  %21 = load i16, ptr %20, align 2
  store i16 %21, ptr %7, align 2
  %22 = load i16, ptr %7, align 2
  %23 = sext i16 %22 to i32
  store i32 %23, ptr %3, align 4
  call void @__cxa_end_catch() #14 [ "funclet"(token %13) ]
  catchret from %13 to label %29

24:                                               ; preds = %12
  %25 = load ptr, ptr %6, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #14 [ "funclet"(token %13) ]
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %28

27:                                               ; preds = %2
  br label %30

28:                                               ; preds = %24
  br label %31

29:                                               ; preds = %18
  br label %31

30:                                               ; preds = %27
  store i32 0, ptr %3, align 4
  br label %31

31:                                               ; preds = %30, %29, %28
  %32 = load i32, ptr %3, align 4
  ret i32 %32
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 2) #14
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i16
  store i16 %5, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  invoke void %8(i32 noundef %9)
          to label %27 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIx, ptr null]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #14
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %12
  %19 = load ptr, ptr %6, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #14 [ "funclet"(token %13) ]
  %21 = load i64, ptr %20, align 8
  store i64 %21, ptr %7, align 8
  %22 = load i64, ptr %7, align 8
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %3, align 4
  call void @__cxa_end_catch() #14 [ "funclet"(token %13) ]
  catchret from %13 to label %29

24:                                               ; preds = %12
  %25 = load ptr, ptr %6, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #14 [ "funclet"(token %13) ]
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %28

27:                                               ; preds = %2
  br label %30

28:                                               ; preds = %24
  br label %31

29:                                               ; preds = %18
  br label %31

30:                                               ; preds = %27
  store i32 0, ptr %3, align 4
  br label %31

31:                                               ; preds = %30, %29, %28
  %32 = load i32, ptr %3, align 4
  ret i32 %32
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_longi(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 8) #14
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  store i64 %6, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  invoke void %8(i32 noundef %9)
          to label %26 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi, ptr null]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %12
  %19 = load ptr, ptr %6, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #14 [ "funclet"(token %13) ]
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %7, align 4
  store i32 %22, ptr %3, align 4
  call void @__cxa_end_catch() #14 [ "funclet"(token %13) ]
  catchret from %13 to label %28

23:                                               ; preds = %12
  %24 = load ptr, ptr %6, align 4
  %25 = call ptr @__cxa_begin_catch(ptr %24) #14 [ "funclet"(token %13) ]
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %27

26:                                               ; preds = %2
  br label %29

27:                                               ; preds = %23
  br label %30

28:                                               ; preds = %18
  br label %30

29:                                               ; preds = %26
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %28, %27
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 1
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = call ptr @__cxa_allocate_exception(i32 4) #14
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 3
  %13 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %9
  call void @__cxa_throw(ptr %10, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #9
  unreachable

15:                                               ; preds = %9
  %16 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %10) #14 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller

17:                                               ; preds = %2
  %18 = load i32, ptr %4, align 4
  %19 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %20 = load ptr, ptr %19, align 4
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %21, %18
  store i32 %22, ptr %20, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca %struct.Scope, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Scope, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %12 = call noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.10)
  %13 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.11)
          to label %14 unwind label %65

14:                                               ; preds = %1
  %15 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef @.str.12)
          to label %16 unwind label %27

16:                                               ; preds = %14
  %17 = load i32, ptr %3, align 4
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %16
  %20 = call ptr @__cxa_allocate_exception(i32 4) #14
  %21 = load i32, ptr %3, align 4
  store i32 %21, ptr %20, align 16
  invoke void @__cxa_throw(ptr %20, ptr @_ZTIi, ptr null) #9
          to label %88 unwind label %24

22:                                               ; preds = %16
  %23 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #14
  br label %48

24:                                               ; preds = %19
  %25 = cleanuppad within none []
  %26 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #14 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %27

27:                                               ; preds = %24, %14
  %28 = catchswitch within none [label %29] unwind label %62

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @_ZTIi]
  %31 = call ptr @llvm.wasm.get.exception(token %30)
  store ptr %31, ptr %7, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %47

35:                                               ; preds = %29
  %36 = load ptr, ptr %7, align 4
  %37 = call ptr @__cxa_begin_catch(ptr %36) #14 [ "funclet"(token %30) ]
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %8, align 4
  %39 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %9, ptr noundef @.str.13) [ "funclet"(token %30) ]
          to label %40 unwind label %59

40:                                               ; preds = %35
  %41 = load i32, ptr %8, align 4
  %42 = icmp sgt i32 %41, 1
  br i1 %42, label %43, label %53

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i32 4) #14 [ "funclet"(token %30) ]
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, 10
  store i32 %46, ptr %44, align 16
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIi, ptr null) #9 [ "funclet"(token %30) ]
          to label %88 unwind label %56

47:                                               ; preds = %29
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %30) ]
          to label %88 unwind label %62

48:                                               ; preds = %22
  store i32 0, ptr %10, align 4
  br label %49

49:                                               ; preds = %48, %61
  %50 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14
  %51 = load i32, ptr %10, align 4
  switch i32 %51, label %82 [
    i32 0, label %52
  ]

52:                                               ; preds = %49
  br label %80

53:                                               ; preds = %40
  %54 = load i32, ptr %8, align 4
  store i32 %54, ptr %2, align 4
  store i32 1, ptr %10, align 4
  %55 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #14 [ "funclet"(token %30) ]
  call void @__cxa_end_catch() #14 [ "funclet"(token %30) ]
  catchret from %30 to label %61

56:                                               ; preds = %43
  %57 = cleanuppad within %30 []
  %58 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #14 [ "funclet"(token %57) ]
  cleanupret from %57 unwind label %59

59:                                               ; preds = %56, %35
  %60 = cleanuppad within %30 []
  call void @__cxa_end_catch() #14 [ "funclet"(token %60) ]
  cleanupret from %60 unwind label %62

61:                                               ; preds = %53
  br label %49

62:                                               ; preds = %47, %59, %27
  %63 = cleanuppad within none []
  %64 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14 [ "funclet"(token %63) ]
  cleanupret from %63 unwind label %65

65:                                               ; preds = %62, %1
  %66 = catchswitch within none [label %67] unwind label %85

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @_ZTIi]
  %69 = call ptr @llvm.wasm.get.exception(token %68)
  store ptr %69, ptr %7, align 4
  %70 = call i32 @llvm.wasm.get.ehselector(token %68)
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %79

73:                                               ; preds = %67
  %74 = load ptr, ptr %7, align 4
  %75 = call ptr @__cxa_begin_catch(ptr %74) #14 [ "funclet"(token %68) ]
  %76 = load i32, ptr %75, align 4
  store i32 %76, ptr %11, align 4
  %77 = load i32, ptr %11, align 4
  %78 = mul nsw i32 %77, 100
  store i32 %78, ptr %2, align 4
  store i32 1, ptr %10, align 4
  call void @__cxa_end_catch() #14 [ "funclet"(token %68) ]
  catchret from %68 to label %81

79:                                               ; preds = %67
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %68) ]
          to label %88 unwind label %85

80:                                               ; preds = %52
  store i32 0, ptr %2, align 4
  store i32 1, ptr %10, align 4
  br label %82

81:                                               ; preds = %73
  br label %82

82:                                               ; preds = %80, %81, %49
  %83 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14
  %84 = load i32, ptr %2, align 4
  ret i32 %84

85:                                               ; preds = %79, %65
  %86 = cleanuppad within none []
  %87 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14 [ "funclet"(token %86) ]
  cleanupret from %86 unwind to caller

88:                                               ; preds = %79, %47, %43, %19
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #10 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %9) ]
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind memory(none) }
attributes #9 = { noreturn }
attributes #10 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { allocsize(0) }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
