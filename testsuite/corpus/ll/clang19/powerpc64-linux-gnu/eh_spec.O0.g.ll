; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !78
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1, !dbg !36
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1, !dbg !41
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1, !dbg !46
@_ZL5ctors = internal global i32 0, align 4, !dbg !85
@_ZL5dtors = internal global i32 0, align 4, !dbg !87
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1, !dbg !51
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1, !dbg !53
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1, !dbg !58
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1, !dbg !63
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1, !dbg !68
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1, !dbg !73
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1, !dbg !80
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1, !dbg !89
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !94
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !99
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1, !dbg !101
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1, !dbg !103

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) #0 !dbg !116 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !122, !DIExpression(), !123)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !124
  %4 = add nsw i32 %3, 1, !dbg !124
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !124
  %5 = load i64, ptr %2, align 8, !dbg !125
  %6 = call ptr @malloc(i64 noundef %5) #10, !dbg !126
  ret ptr %6, !dbg !127
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znam(i64 noundef %0) #0 !dbg !128 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !129, !DIExpression(), !130)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !131
  %4 = add nsw i32 %3, 1, !dbg !131
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !131
  %5 = load i64, ptr %2, align 8, !dbg !132
  %6 = call ptr @malloc(i64 noundef %5) #10, !dbg !133
  ret ptr %6, !dbg !134
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 !dbg !135 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !138, !DIExpression(), !139)
  %5 = load ptr, ptr %2, align 8, !dbg !140
  %6 = icmp ne ptr %5, null, !dbg !140
  br i1 %6, label %7, label %10, !dbg !142

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !143
  %9 = add nsw i32 %8, 1, !dbg !143
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !143
  br label %10, !dbg !143

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8, !dbg !144
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !145

12:                                               ; preds = %10
  ret void, !dbg !146

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !146
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !146
  store ptr %15, ptr %3, align 8, !dbg !146
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !146
  store i32 %16, ptr %4, align 4, !dbg !146
  br label %17, !dbg !146

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !dbg !146
  call void @__cxa_call_unexpected(ptr %18) #11, !dbg !146
  unreachable, !dbg !146
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 !dbg !147 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !148, !DIExpression(), !149)
  %5 = load ptr, ptr %2, align 8, !dbg !150
  %6 = icmp ne ptr %5, null, !dbg !150
  br i1 %6, label %7, label %10, !dbg !152

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !153
  %9 = add nsw i32 %8, 1, !dbg !153
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !153
  br label %10, !dbg !153

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8, !dbg !154
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !155

12:                                               ; preds = %10
  ret void, !dbg !156

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !156
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !156
  store ptr %15, ptr %3, align 8, !dbg !156
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !156
  store i32 %16, ptr %4, align 4, !dbg !156
  br label %17, !dbg !156

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !dbg !156
  call void @__cxa_call_unexpected(ptr %18) #11, !dbg !156
  unreachable, !dbg !156
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef signext i32 @main() #4 personality ptr @__gxx_personality_v0 !dbg !157 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !160, !DIExpression(), !163)
  %15 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #12
          to label %16 unwind label %23, !dbg !164, !heapallocsite !7

16:                                               ; preds = %0
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef signext 13)
          to label %17 unwind label %27, !dbg !165

17:                                               ; preds = %16
  store ptr %15, ptr %2, align 8, !dbg !163
  %18 = load ptr, ptr %2, align 8, !dbg !166
  %19 = getelementptr inbounds %struct.Fragile, ptr %18, i32 0, i32 0, !dbg !167
  %20 = load i32, ptr %19, align 4, !dbg !167
  %21 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %20)
          to label %22 unwind label %23, !dbg !168

22:                                               ; preds = %17
  br label %43, !dbg !169

23:                                               ; preds = %17, %0
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc, !dbg !170
  %25 = extractvalue { ptr, i32 } %24, 0, !dbg !170
  store ptr %25, ptr %3, align 8, !dbg !170
  %26 = extractvalue { ptr, i32 } %24, 1, !dbg !170
  store i32 %26, ptr %4, align 4, !dbg !170
  br label %31, !dbg !170

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !170
  %29 = extractvalue { ptr, i32 } %28, 0, !dbg !170
  store ptr %29, ptr %3, align 8, !dbg !170
  %30 = extractvalue { ptr, i32 } %28, 1, !dbg !170
  store i32 %30, ptr %4, align 4, !dbg !170
  call void @_ZdlPvm(ptr noundef %15, i64 noundef 4) #13, !dbg !164
  br label %31, !dbg !164

31:                                               ; preds = %27, %23
  %32 = load i32, ptr %4, align 4, !dbg !169
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #14, !dbg !169
  %34 = icmp eq i32 %32, %33, !dbg !169
  br i1 %34, label %35, label %198, !dbg !169

35:                                               ; preds = %31
    #dbg_declare(ptr %5, !171, !DIExpression(), !172)
  %36 = load ptr, ptr %3, align 8, !dbg !169
  %37 = call ptr @__cxa_begin_catch(ptr %36) #14, !dbg !169
  store ptr %37, ptr %5, align 8, !dbg !169
  %38 = load ptr, ptr %5, align 8, !dbg !173
  %39 = load i32, ptr @_ZL6allocs, align 4, !dbg !175
  %40 = load i32, ptr @_ZL5frees, align 4, !dbg !176
  %41 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %38, i32 noundef signext %39, i32 noundef signext %40)
          to label %42 unwind label %69, !dbg !177

42:                                               ; preds = %35
  call void @__cxa_end_catch() #14, !dbg !178
  br label %43, !dbg !178

43:                                               ; preds = %42, %22
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4, !dbg !179
    #dbg_declare(ptr %6, !180, !DIExpression(), !182)
  %44 = invoke noalias noundef nonnull ptr @_Znam(i64 noundef 28) #12
          to label %45 unwind label %73, !dbg !183, !heapallocsite !7

45:                                               ; preds = %43
  store i64 5, ptr %44, align 8, !dbg !183
  %46 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !183
  %47 = getelementptr inbounds %struct.Fragile, ptr %46, i64 5, !dbg !183
  br label %48, !dbg !183

48:                                               ; preds = %50, %45
  %49 = phi ptr [ %46, %45 ], [ %51, %50 ], !dbg !183
  invoke void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49)
          to label %50 unwind label %77, !dbg !183

50:                                               ; preds = %48
  %51 = getelementptr inbounds %struct.Fragile, ptr %49, i64 1, !dbg !183
  %52 = icmp eq ptr %51, %47, !dbg !183
  br i1 %52, label %53, label %48, !dbg !183

53:                                               ; preds = %50
  store ptr %46, ptr %6, align 8, !dbg !182
  %54 = load ptr, ptr %6, align 8, !dbg !184
  %55 = icmp eq ptr %54, null, !dbg !185
  br i1 %55, label %68, label %56, !dbg !185

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %54, i64 -8, !dbg !185
  %58 = load i64, ptr %57, align 4, !dbg !185
  %59 = getelementptr inbounds %struct.Fragile, ptr %54, i64 %58, !dbg !185
  %60 = icmp eq ptr %54, %59, !dbg !185
  br i1 %60, label %65, label %61, !dbg !185

61:                                               ; preds = %61, %56
  %62 = phi ptr [ %59, %56 ], [ %63, %61 ], !dbg !185
  %63 = getelementptr inbounds %struct.Fragile, ptr %62, i64 -1, !dbg !185
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #14, !dbg !185
  %64 = icmp eq ptr %63, %54, !dbg !185
  br i1 %64, label %65, label %61, !dbg !185

65:                                               ; preds = %61, %56
  %66 = mul i64 4, %58, !dbg !185
  %67 = add i64 %66, 8, !dbg !185
  call void @_ZdaPvm(ptr noundef %57, i64 noundef %67) #13, !dbg !185
  br label %68, !dbg !185

68:                                               ; preds = %65, %53
  br label %101, !dbg !186

69:                                               ; preds = %35
  %70 = landingpad { ptr, i32 }
          cleanup, !dbg !187
  %71 = extractvalue { ptr, i32 } %70, 0, !dbg !187
  store ptr %71, ptr %3, align 8, !dbg !187
  %72 = extractvalue { ptr, i32 } %70, 1, !dbg !187
  store i32 %72, ptr %4, align 4, !dbg !187
  call void @__cxa_end_catch() #14, !dbg !178
  br label %198, !dbg !178

73:                                               ; preds = %43
  %74 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !188
  %75 = extractvalue { ptr, i32 } %74, 0, !dbg !188
  store ptr %75, ptr %3, align 8, !dbg !188
  %76 = extractvalue { ptr, i32 } %74, 1, !dbg !188
  store i32 %76, ptr %4, align 4, !dbg !188
  br label %87, !dbg !188

77:                                               ; preds = %48
  %78 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !188
  %79 = extractvalue { ptr, i32 } %78, 0, !dbg !188
  store ptr %79, ptr %3, align 8, !dbg !188
  %80 = extractvalue { ptr, i32 } %78, 1, !dbg !188
  store i32 %80, ptr %4, align 4, !dbg !188
  %81 = icmp eq ptr %46, %49, !dbg !183
  br i1 %81, label %86, label %82, !dbg !183

82:                                               ; preds = %82, %77
  %83 = phi ptr [ %49, %77 ], [ %84, %82 ], !dbg !183
  %84 = getelementptr inbounds %struct.Fragile, ptr %83, i64 -1, !dbg !183
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %84) #14, !dbg !183
  %85 = icmp eq ptr %84, %46, !dbg !183
  br i1 %85, label %86, label %82, !dbg !183

86:                                               ; preds = %82, %77
  call void @_ZdaPvm(ptr noundef %44, i64 noundef 28) #13, !dbg !183
  br label %87, !dbg !183

87:                                               ; preds = %86, %73
  %88 = load i32, ptr %4, align 4, !dbg !186
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !186
  %90 = icmp eq i32 %88, %89, !dbg !186
  br i1 %90, label %91, label %198, !dbg !186

91:                                               ; preds = %87
    #dbg_declare(ptr %7, !189, !DIExpression(), !190)
  %92 = load ptr, ptr %3, align 8, !dbg !186
  %93 = call ptr @__cxa_begin_catch(ptr %92) #14, !dbg !186
  %94 = load i32, ptr %93, align 4, !dbg !186
  store i32 %94, ptr %7, align 4, !dbg !186
  %95 = load i32, ptr %7, align 4, !dbg !191
  %96 = load i32, ptr @_ZL5ctors, align 4, !dbg !193
  %97 = load i32, ptr @_ZL5dtors, align 4, !dbg !194
  %98 = load i32, ptr @_ZL5frees, align 4, !dbg !195
  %99 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %95, i32 noundef signext %96, i32 noundef signext %97, i32 noundef signext %98)
          to label %100 unwind label %111, !dbg !196

100:                                              ; preds = %91
  call void @__cxa_end_catch() #14, !dbg !197
  br label %101, !dbg !197

101:                                              ; preds = %100, %68
    #dbg_declare(ptr %8, !198, !DIExpression(), !199)
  store i32 0, ptr %8, align 4, !dbg !199
    #dbg_declare(ptr %9, !200, !DIExpression(), !202)
  store i32 0, ptr %9, align 4, !dbg !202
  br label %102, !dbg !203

102:                                              ; preds = %131, %101
  %103 = load i32, ptr %9, align 4, !dbg !204
  %104 = icmp slt i32 %103, 5, !dbg !206
  br i1 %104, label %105, label %138, !dbg !207

105:                                              ; preds = %102
  %106 = load i32, ptr %9, align 4, !dbg !208
  %107 = invoke noundef signext i32 @_ZL9only_intsi(i32 noundef signext %106)
          to label %108 unwind label %115, !dbg !211

108:                                              ; preds = %105
  %109 = load i32, ptr %8, align 4, !dbg !212
  %110 = add nsw i32 %109, %107, !dbg !212
  store i32 %110, ptr %8, align 4, !dbg !212
  br label %130, !dbg !213

111:                                              ; preds = %91
  %112 = landingpad { ptr, i32 }
          cleanup, !dbg !214
  %113 = extractvalue { ptr, i32 } %112, 0, !dbg !214
  store ptr %113, ptr %3, align 8, !dbg !214
  %114 = extractvalue { ptr, i32 } %112, 1, !dbg !214
  store i32 %114, ptr %4, align 4, !dbg !214
  call void @__cxa_end_catch() #14, !dbg !197
  br label %198, !dbg !197

115:                                              ; preds = %105
  %116 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !215
  %117 = extractvalue { ptr, i32 } %116, 0, !dbg !215
  store ptr %117, ptr %3, align 8, !dbg !215
  %118 = extractvalue { ptr, i32 } %116, 1, !dbg !215
  store i32 %118, ptr %4, align 4, !dbg !215
  br label %119, !dbg !215

119:                                              ; preds = %115
  %120 = load i32, ptr %4, align 4, !dbg !213
  %121 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !213
  %122 = icmp eq i32 %120, %121, !dbg !213
  br i1 %122, label %123, label %198, !dbg !213

123:                                              ; preds = %119
    #dbg_declare(ptr %10, !216, !DIExpression(), !217)
  %124 = load ptr, ptr %3, align 8, !dbg !213
  %125 = call ptr @__cxa_begin_catch(ptr %124) #14, !dbg !213
  %126 = load i32, ptr %125, align 4, !dbg !213
  store i32 %126, ptr %10, align 4, !dbg !213
  %127 = load i32, ptr %10, align 4, !dbg !218
  %128 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %127)
          to label %129 unwind label %134, !dbg !220

129:                                              ; preds = %123
  call void @__cxa_end_catch() #14, !dbg !221
  br label %130, !dbg !221

130:                                              ; preds = %129, %108
  br label %131, !dbg !222

131:                                              ; preds = %130
  %132 = load i32, ptr %9, align 4, !dbg !223
  %133 = add nsw i32 %132, 1, !dbg !223
  store i32 %133, ptr %9, align 4, !dbg !223
  br label %102, !dbg !224, !llvm.loop !225

134:                                              ; preds = %123
  %135 = landingpad { ptr, i32 }
          cleanup, !dbg !228
  %136 = extractvalue { ptr, i32 } %135, 0, !dbg !228
  store ptr %136, ptr %3, align 8, !dbg !228
  %137 = extractvalue { ptr, i32 } %135, 1, !dbg !228
  store i32 %137, ptr %4, align 4, !dbg !228
  call void @__cxa_end_catch() #14, !dbg !221
  br label %198, !dbg !221

138:                                              ; preds = %102
  %139 = load i32, ptr %8, align 4, !dbg !229
  %140 = call noundef signext i32 @_ZL7nothingi(i32 noundef signext 1) #14, !dbg !230
  %141 = call noundef signext i32 @_ZL5neveri(i32 noundef signext 1) #14, !dbg !231
  %142 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %139, i32 noundef signext %140, i32 noundef signext %141), !dbg !232
  %143 = call noundef signext i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef signext 7), !dbg !233
  %144 = call noundef signext i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef signext 3), !dbg !234
  %145 = call noundef signext i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef signext 1), !dbg !235
  %146 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %143, i32 noundef signext %144, i32 noundef signext %145), !dbg !236
    #dbg_declare(ptr %11, !237, !DIExpression(), !242)
  %147 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0, !dbg !243
  store ptr %8, ptr %147, align 8, !dbg !243
    #dbg_declare(ptr %12, !244, !DIExpression(), !246)
  store i32 0, ptr %12, align 4, !dbg !246
  br label %148, !dbg !247

148:                                              ; preds = %171, %138
  %149 = load i32, ptr %12, align 4, !dbg !248
  %150 = icmp slt i32 %149, 4, !dbg !250
  br i1 %150, label %151, label %179, !dbg !251

151:                                              ; preds = %148
  %152 = load i32, ptr %12, align 4, !dbg !252
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef signext %152)
          to label %153 unwind label %154, !dbg !255

153:                                              ; preds = %151
  br label %170, !dbg !256

154:                                              ; preds = %151
  %155 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile, !dbg !257
  %156 = extractvalue { ptr, i32 } %155, 0, !dbg !257
  store ptr %156, ptr %3, align 8, !dbg !257
  %157 = extractvalue { ptr, i32 } %155, 1, !dbg !257
  store i32 %157, ptr %4, align 4, !dbg !257
  br label %158, !dbg !257

158:                                              ; preds = %154
  %159 = load i32, ptr %4, align 4, !dbg !256
  %160 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #14, !dbg !256
  %161 = icmp eq i32 %159, %160, !dbg !256
  br i1 %161, label %162, label %198, !dbg !256

162:                                              ; preds = %158
    #dbg_declare(ptr %13, !258, !DIExpression(), !260)
  %163 = load ptr, ptr %3, align 8, !dbg !256
  %164 = call ptr @__cxa_begin_catch(ptr %163) #14, !dbg !256
  store ptr %164, ptr %13, align 8, !dbg !256
  %165 = load ptr, ptr %13, align 8, !dbg !261
  %166 = getelementptr inbounds %struct.Fragile, ptr %165, i32 0, i32 0, !dbg !263
  %167 = load i32, ptr %166, align 4, !dbg !263
  %168 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %167)
          to label %169 unwind label %174, !dbg !264

169:                                              ; preds = %162
  call void @__cxa_end_catch(), !dbg !265
  br label %170, !dbg !265

170:                                              ; preds = %169, %153
  br label %171, !dbg !266

171:                                              ; preds = %170
  %172 = load i32, ptr %12, align 4, !dbg !267
  %173 = add nsw i32 %172, 1, !dbg !267
  store i32 %173, ptr %12, align 4, !dbg !267
  br label %148, !dbg !268, !llvm.loop !269

174:                                              ; preds = %162
  %175 = landingpad { ptr, i32 }
          cleanup, !dbg !271
  %176 = extractvalue { ptr, i32 } %175, 0, !dbg !271
  store ptr %176, ptr %3, align 8, !dbg !271
  %177 = extractvalue { ptr, i32 } %175, 1, !dbg !271
  store i32 %177, ptr %4, align 4, !dbg !271
  invoke void @__cxa_end_catch()
          to label %178 unwind label %203, !dbg !265

178:                                              ; preds = %174
  br label %198, !dbg !265

179:                                              ; preds = %148
    #dbg_declare(ptr %14, !272, !DIExpression(), !274)
  store i32 0, ptr %14, align 4, !dbg !274
  br label %180, !dbg !275

180:                                              ; preds = %188, %179
  %181 = load i32, ptr %14, align 4, !dbg !276
  %182 = icmp slt i32 %181, 3, !dbg !278
  br i1 %182, label %183, label %191, !dbg !279

183:                                              ; preds = %180
  %184 = load i32, ptr %14, align 4, !dbg !280
  %185 = load i32, ptr %14, align 4, !dbg !281
  %186 = call noundef signext i32 @_ZL7layeredi(i32 noundef signext %185), !dbg !282
  %187 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %184, i32 noundef signext %186), !dbg !283
  br label %188, !dbg !283

188:                                              ; preds = %183
  %189 = load i32, ptr %14, align 4, !dbg !284
  %190 = add nsw i32 %189, 1, !dbg !284
  store i32 %190, ptr %14, align 4, !dbg !284
  br label %180, !dbg !285, !llvm.loop !286

191:                                              ; preds = %180
  %192 = load i32, ptr @_ZL6allocs, align 4, !dbg !288
  %193 = load i32, ptr @_ZL5frees, align 4, !dbg !289
  %194 = load i32, ptr @_ZL5ctors, align 4, !dbg !290
  %195 = load i32, ptr @_ZL5dtors, align 4, !dbg !291
  %196 = load i32, ptr %8, align 4, !dbg !292
  %197 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %192, i32 noundef signext %193, i32 noundef signext %194, i32 noundef signext %195, i32 noundef signext %196), !dbg !293
  ret i32 0, !dbg !294

198:                                              ; preds = %178, %158, %134, %119, %111, %87, %69, %31
  %199 = load ptr, ptr %3, align 8, !dbg !169
  %200 = load i32, ptr %4, align 4, !dbg !169
  %201 = insertvalue { ptr, i32 } poison, ptr %199, 0, !dbg !169
  %202 = insertvalue { ptr, i32 } %201, i32 %200, 1, !dbg !169
  resume { ptr, i32 } %202, !dbg !169

203:                                              ; preds = %174
  %204 = landingpad { ptr, i32 }
          catch ptr null, !dbg !265
  %205 = extractvalue { ptr, i32 } %204, 0, !dbg !265
  call void @__clang_call_terminate(ptr %205) #15, !dbg !265
  unreachable, !dbg !265
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) unnamed_addr #5 comdat !dbg !295 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !296, !DIExpression(), !297)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !298, !DIExpression(), !299)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0, !dbg !300
  %7 = load i32, ptr %4, align 4, !dbg !301
  store i32 %7, ptr %6, align 4, !dbg !300
  %8 = load i32, ptr %4, align 4, !dbg !302
  %9 = icmp eq i32 %8, 13, !dbg !305
  br i1 %9, label %10, label %12, !dbg !306

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i64 8) #14, !dbg !307
  store ptr @.str.9, ptr %11, align 16, !dbg !307
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #11, !dbg !307
  unreachable, !dbg !307

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !308
  %14 = add nsw i32 %13, 1, !dbg !308
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !308
  ret void, !dbg !309
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #6

declare signext i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat !dbg !310 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !311, !DIExpression(), !312)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0, !dbg !313
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !314
  store i32 %5, ptr %4, align 4, !dbg !313
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !315
  %7 = add nsw i32 %6, -1, !dbg !315
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4, !dbg !315
  %8 = icmp slt i32 %7, 0, !dbg !318
  br i1 %8, label %9, label %12, !dbg !319

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !320
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !321
  store i32 %11, ptr %10, align 16, !dbg !320
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #11, !dbg !320
  unreachable, !dbg !320

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !322
  %14 = add nsw i32 %13, 1, !dbg !322
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !322
  ret void, !dbg !323
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat !dbg !324 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !325, !DIExpression(), !326)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL5dtors, align 4, !dbg !327
  %5 = add nsw i32 %4, 1, !dbg !327
  store i32 %5, ptr @_ZL5dtors, align 4, !dbg !327
  ret void, !dbg !329
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @_ZL9only_intsi(i32 noundef signext %0) #5 personality ptr @__gxx_personality_v0 !dbg !330 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !333, !DIExpression(), !334)
  %5 = load i32, ptr %2, align 4, !dbg !335
  %6 = icmp sgt i32 %5, 2, !dbg !337
  br i1 %6, label %7, label %20, !dbg !338

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !339
  %9 = load i32, ptr %2, align 4, !dbg !340
  %10 = mul nsw i32 %9, 2, !dbg !341
  store i32 %10, ptr %8, align 16, !dbg !339
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #11
          to label %27 unwind label %11, !dbg !339

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi], !dbg !342
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !342
  store ptr %13, ptr %3, align 8, !dbg !342
  %14 = extractvalue { ptr, i32 } %12, 1, !dbg !342
  store i32 %14, ptr %4, align 4, !dbg !342
  br label %15, !dbg !342

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4, !dbg !343
  %17 = icmp slt i32 %16, 0, !dbg !343
  br i1 %17, label %18, label %22, !dbg !343

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8, !dbg !343
  call void @__cxa_call_unexpected(ptr %19) #11, !dbg !343
  unreachable, !dbg !343

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4, !dbg !344
  ret i32 %21, !dbg !343

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8, !dbg !343
  %24 = load i32, ptr %4, align 4, !dbg !343
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0, !dbg !343
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1, !dbg !343
  resume { ptr, i32 } %26, !dbg !343

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @_ZL7nothingi(i32 noundef signext %0) #8 !dbg !345 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !346, !DIExpression(), !347)
  %3 = load i32, ptr %2, align 4, !dbg !348
  %4 = add nsw i32 %3, 1, !dbg !349
  ret i32 %4, !dbg !350
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @_ZL5neveri(i32 noundef signext %0) #8 !dbg !351 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !352, !DIExpression(), !353)
  %3 = load i32, ptr %2, align 4, !dbg !354
  %4 = sub nsw i32 %3, 1, !dbg !355
  ret i32 %4, !dbg !356
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef signext %1) #5 personality ptr @__gxx_personality_v0 !dbg !357 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !365, !DIExpression(), !366)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !367, !DIExpression(), !368)
  %9 = load ptr, ptr %4, align 8, !dbg !369
  %10 = load i32, ptr %5, align 4, !dbg !371
  invoke void %9(i32 noundef signext %10)
          to label %11 unwind label %12, !dbg !369

11:                                               ; preds = %2
  br label %29, !dbg !372

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !373
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !373
  store ptr %14, ptr %6, align 8, !dbg !373
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !373
  store i32 %15, ptr %7, align 4, !dbg !373
  br label %16, !dbg !373

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !372
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #14, !dbg !372
  %19 = icmp eq i32 %17, %18, !dbg !372
  br i1 %19, label %20, label %26, !dbg !372

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !374, !DIExpression(), !375)
  %21 = load ptr, ptr %6, align 8, !dbg !376
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14, !dbg !376
  %23 = load i16, ptr %22, align 2, !dbg !376
  store i16 %23, ptr %8, align 2, !dbg !376
  %24 = load i16, ptr %8, align 2, !dbg !378
  %25 = sext i16 %24 to i32, !dbg !378
  store i32 %25, ptr %3, align 4, !dbg !380
  call void @__cxa_end_catch() #14, !dbg !381
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8, !dbg !372
  %28 = call ptr @__cxa_begin_catch(ptr %27) #14, !dbg !372
  store i32 -1, ptr %3, align 4, !dbg !382
  call void @__cxa_end_catch(), !dbg !376
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !383
  br label %30, !dbg !383

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !384
  ret i32 %31, !dbg !384
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef signext %0) #5 !dbg !385 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !386, !DIExpression(), !387)
  %3 = call ptr @__cxa_allocate_exception(i64 2) #14, !dbg !388
  %4 = load i32, ptr %2, align 4, !dbg !389
  %5 = trunc i32 %4 to i16, !dbg !389
  store i16 %5, ptr %3, align 16, !dbg !388
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #11, !dbg !388
  unreachable, !dbg !388
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef signext %1) #5 personality ptr @__gxx_personality_v0 !dbg !390 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !393, !DIExpression(), !394)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !395, !DIExpression(), !396)
  %9 = load ptr, ptr %4, align 8, !dbg !397
  %10 = load i32, ptr %5, align 4, !dbg !399
  invoke void %9(i32 noundef signext %10)
          to label %11 unwind label %12, !dbg !397

11:                                               ; preds = %2
  br label %29, !dbg !400

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !401
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !401
  store ptr %14, ptr %6, align 8, !dbg !401
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !401
  store i32 %15, ptr %7, align 4, !dbg !401
  br label %16, !dbg !401

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !400
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #14, !dbg !400
  %19 = icmp eq i32 %17, %18, !dbg !400
  br i1 %19, label %20, label %26, !dbg !400

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !402, !DIExpression(), !403)
  %21 = load ptr, ptr %6, align 8, !dbg !404
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14, !dbg !404
  %23 = load i64, ptr %22, align 8, !dbg !404
  store i64 %23, ptr %8, align 8, !dbg !404
  %24 = load i64, ptr %8, align 8, !dbg !406
  %25 = trunc i64 %24 to i32, !dbg !406
  store i32 %25, ptr %3, align 4, !dbg !408
  call void @__cxa_end_catch() #14, !dbg !409
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8, !dbg !400
  %28 = call ptr @__cxa_begin_catch(ptr %27) #14, !dbg !400
  store i32 -1, ptr %3, align 4, !dbg !410
  call void @__cxa_end_catch(), !dbg !404
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !411
  br label %30, !dbg !411

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !412
  ret i32 %31, !dbg !412
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef signext %0) #5 !dbg !413 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !414, !DIExpression(), !415)
  %3 = call ptr @__cxa_allocate_exception(i64 8) #14, !dbg !416
  %4 = load i32, ptr %2, align 4, !dbg !417
  %5 = sext i32 %4 to i64, !dbg !417
  %6 = mul nsw i64 %5, 1000, !dbg !418
  store i64 %6, ptr %3, align 16, !dbg !416
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #11, !dbg !416
  unreachable, !dbg !416
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef signext %1) #5 personality ptr @__gxx_personality_v0 !dbg !419 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !422, !DIExpression(), !423)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !424, !DIExpression(), !425)
  %9 = load ptr, ptr %4, align 8, !dbg !426
  %10 = load i32, ptr %5, align 4, !dbg !428
  invoke void %9(i32 noundef signext %10)
          to label %11 unwind label %12, !dbg !426

11:                                               ; preds = %2
  br label %28, !dbg !429

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !430
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !430
  store ptr %14, ptr %6, align 8, !dbg !430
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !430
  store i32 %15, ptr %7, align 4, !dbg !430
  br label %16, !dbg !430

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !429
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !429
  %19 = icmp eq i32 %17, %18, !dbg !429
  br i1 %19, label %20, label %25, !dbg !429

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !431, !DIExpression(), !432)
  %21 = load ptr, ptr %6, align 8, !dbg !433
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14, !dbg !433
  %23 = load i32, ptr %22, align 4, !dbg !433
  store i32 %23, ptr %8, align 4, !dbg !433
  %24 = load i32, ptr %8, align 4, !dbg !435
  store i32 %24, ptr %3, align 4, !dbg !437
  call void @__cxa_end_catch() #14, !dbg !438
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 8, !dbg !429
  %27 = call ptr @__cxa_begin_catch(ptr %26) #14, !dbg !429
  store i32 -1, ptr %3, align 4, !dbg !439
  call void @__cxa_end_catch(), !dbg !433
  br label %29

28:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !440
  br label %29, !dbg !440

29:                                               ; preds = %28, %20, %25
  %30 = load i32, ptr %3, align 4, !dbg !441
  ret i32 %30, !dbg !441
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef signext %1) #5 personality ptr @__gxx_personality_v0 !dbg !442 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !448, !DIExpression(), !450)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !451, !DIExpression(), !452)
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4, !dbg !453
  %9 = and i32 %8, 1, !dbg !455
  %10 = icmp ne i32 %9, 0, !dbg !453
  br i1 %10, label %11, label %20, !dbg !456

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !457
  %13 = load i32, ptr %4, align 4, !dbg !458
  %14 = mul nsw i32 %13, 3, !dbg !459
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef signext %14)
          to label %15 unwind label %16, !dbg !460

15:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #11, !dbg !457
  unreachable, !dbg !457

16:                                               ; preds = %11
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !461
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !461
  store ptr %18, ptr %5, align 8, !dbg !461
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !461
  store i32 %19, ptr %6, align 4, !dbg !461
  call void @__cxa_free_exception(ptr %12) #14, !dbg !457
  br label %26, !dbg !457

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4, !dbg !462
  %22 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !463
  %23 = load ptr, ptr %22, align 8, !dbg !463
  %24 = load i32, ptr %23, align 4, !dbg !464
  %25 = add nsw i32 %24, %21, !dbg !464
  store i32 %25, ptr %23, align 4, !dbg !464
  ret void, !dbg !465

26:                                               ; preds = %16
  %27 = load ptr, ptr %5, align 8, !dbg !457
  %28 = load i32, ptr %6, align 4, !dbg !457
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0, !dbg !457
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1, !dbg !457
  resume { ptr, i32 } %30, !dbg !457
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #9 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @_ZL7layeredi(i32 noundef signext %0) #5 personality ptr @__gxx_personality_v0 !dbg !466 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !467, !DIExpression(), !468)
    #dbg_declare(ptr %4, !469, !DIExpression(), !470)
  call void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @.str.10), !dbg !470
    #dbg_declare(ptr %5, !471, !DIExpression(), !473)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef @.str.11)
          to label %13 unwind label %20, !dbg !473

13:                                               ; preds = %1
    #dbg_declare(ptr %8, !474, !DIExpression(), !476)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef @.str.12)
          to label %14 unwind label %24, !dbg !476

14:                                               ; preds = %13
  %15 = load i32, ptr %3, align 4, !dbg !477
  %16 = icmp sgt i32 %15, 0, !dbg !479
  br i1 %16, label %17, label %47, !dbg !480

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !481
  %19 = load i32, ptr %3, align 4, !dbg !482
  store i32 %19, ptr %18, align 16, !dbg !481
  invoke void @__cxa_throw(ptr %18, ptr @_ZTIi, ptr null) #11
          to label %83 unwind label %28, !dbg !481

20:                                               ; preds = %1
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !483
  %22 = extractvalue { ptr, i32 } %21, 0, !dbg !483
  store ptr %22, ptr %6, align 8, !dbg !483
  %23 = extractvalue { ptr, i32 } %21, 1, !dbg !483
  store i32 %23, ptr %7, align 4, !dbg !483
  br label %64, !dbg !483

24:                                               ; preds = %13
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !484
  %26 = extractvalue { ptr, i32 } %25, 0, !dbg !484
  store ptr %26, ptr %6, align 8, !dbg !484
  %27 = extractvalue { ptr, i32 } %25, 1, !dbg !484
  store i32 %27, ptr %7, align 4, !dbg !484
  br label %32, !dbg !484

28:                                               ; preds = %17
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !485
  %30 = extractvalue { ptr, i32 } %29, 0, !dbg !485
  store ptr %30, ptr %6, align 8, !dbg !485
  %31 = extractvalue { ptr, i32 } %29, 1, !dbg !485
  store i32 %31, ptr %7, align 4, !dbg !485
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !486
  br label %32, !dbg !486

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %7, align 4, !dbg !487
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !487
  %35 = icmp eq i32 %33, %34, !dbg !487
  br i1 %35, label %36, label %63, !dbg !487

36:                                               ; preds = %32
    #dbg_declare(ptr %9, !488, !DIExpression(), !489)
  %37 = load ptr, ptr %6, align 8, !dbg !487
  %38 = call ptr @__cxa_begin_catch(ptr %37) #14, !dbg !487
  %39 = load i32, ptr %38, align 4, !dbg !487
  store i32 %39, ptr %9, align 4, !dbg !487
    #dbg_declare(ptr %10, !490, !DIExpression(), !492)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef @.str.13)
          to label %40 unwind label %48, !dbg !492

40:                                               ; preds = %36
  %41 = load i32, ptr %9, align 4, !dbg !493
  %42 = icmp sgt i32 %41, 1, !dbg !495
  br i1 %42, label %43, label %56, !dbg !496

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !497
  %45 = load i32, ptr %9, align 4, !dbg !498
  %46 = add nsw i32 %45, 10, !dbg !499
  store i32 %46, ptr %44, align 16, !dbg !497
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIi, ptr null) #11
          to label %83 unwind label %52, !dbg !497

47:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !486
  br label %59, !dbg !487

48:                                               ; preds = %36
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !500
  %50 = extractvalue { ptr, i32 } %49, 0, !dbg !500
  store ptr %50, ptr %6, align 8, !dbg !500
  %51 = extractvalue { ptr, i32 } %49, 1, !dbg !500
  store i32 %51, ptr %7, align 4, !dbg !500
  br label %58, !dbg !500

52:                                               ; preds = %43
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !501
  %54 = extractvalue { ptr, i32 } %53, 0, !dbg !501
  store ptr %54, ptr %6, align 8, !dbg !501
  %55 = extractvalue { ptr, i32 } %53, 1, !dbg !501
  store i32 %55, ptr %7, align 4, !dbg !501
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !502
  br label %58, !dbg !502

56:                                               ; preds = %40
  %57 = load i32, ptr %9, align 4, !dbg !503
  store i32 %57, ptr %2, align 4, !dbg !504
  store i32 1, ptr %11, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !502
  call void @__cxa_end_catch() #14, !dbg !505
  br label %60

58:                                               ; preds = %52, %48
  call void @__cxa_end_catch() #14, !dbg !505
  br label %63, !dbg !505

59:                                               ; preds = %47
  store i32 0, ptr %11, align 4, !dbg !506
  br label %60, !dbg !506

60:                                               ; preds = %59, %56
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !506
  %61 = load i32, ptr %11, align 4
  switch i32 %61, label %75 [
    i32 0, label %62
  ]

62:                                               ; preds = %60
  br label %74, !dbg !507

63:                                               ; preds = %58, %32
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !506
  br label %64, !dbg !506

64:                                               ; preds = %63, %20
  %65 = load i32, ptr %7, align 4, !dbg !507
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !507
  %67 = icmp eq i32 %65, %66, !dbg !507
  br i1 %67, label %68, label %77, !dbg !507

68:                                               ; preds = %64
    #dbg_declare(ptr %12, !508, !DIExpression(), !509)
  %69 = load ptr, ptr %6, align 8, !dbg !507
  %70 = call ptr @__cxa_begin_catch(ptr %69) #14, !dbg !507
  %71 = load i32, ptr %70, align 4, !dbg !507
  store i32 %71, ptr %12, align 4, !dbg !507
  %72 = load i32, ptr %12, align 4, !dbg !510
  %73 = mul nsw i32 %72, 100, !dbg !512
  store i32 %73, ptr %2, align 4, !dbg !513
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #14, !dbg !514
  br label %75

74:                                               ; preds = %62
  store i32 0, ptr %2, align 4, !dbg !515
  store i32 1, ptr %11, align 4
  br label %75, !dbg !515

75:                                               ; preds = %74, %68, %60
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !516
  %76 = load i32, ptr %2, align 4, !dbg !516
  ret i32 %76, !dbg !516

77:                                               ; preds = %64
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !516
  br label %78, !dbg !516

78:                                               ; preds = %77
  %79 = load ptr, ptr %6, align 8, !dbg !516
  %80 = load i32, ptr %7, align 4, !dbg !516
  %81 = insertvalue { ptr, i32 } poison, ptr %79, 0, !dbg !516
  %82 = insertvalue { ptr, i32 } %81, i32 %80, 1, !dbg !516
  resume { ptr, i32 } %82, !dbg !516

83:                                               ; preds = %43, %17
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #8 comdat !dbg !517 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !518, !DIExpression(), !520)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !521, !DIExpression(), !522)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0, !dbg !523
  %7 = load ptr, ptr %4, align 8, !dbg !524
  store ptr %7, ptr %6, align 8, !dbg !523
  ret void, !dbg !525
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 !dbg !526 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !527, !DIExpression(), !528)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0, !dbg !529
  %5 = load ptr, ptr %4, align 8, !dbg !529
  %6 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8, !dbg !531

7:                                                ; preds = %1
  ret void, !dbg !532

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null, !dbg !531
  %10 = extractvalue { ptr, i32 } %9, 0, !dbg !531
  call void @__clang_call_terminate(ptr %10) #15, !dbg !531
  unreachable, !dbg !531
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #9 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_variable, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !36, !41, !46, !51, !53, !58, !63, !68, !73, !0, !78, !80, !85, !87, !89, !94, !99, !101, !103}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 432, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 54)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 344, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 43)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 208, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 26)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 400, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 50)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 48, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !91, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !82, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12)
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"frame-pointer", i32 2}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !117, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !121)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!121 = !{}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !116, file: !3, line: 15, type: !120)
!123 = !DILocation(line: 15, column: 34, scope: !116)
!124 = !DILocation(line: 15, column: 39, scope: !116)
!125 = !DILocation(line: 15, column: 63, scope: !116)
!126 = !DILocation(line: 15, column: 56, scope: !116)
!127 = !DILocation(line: 15, column: 49, scope: !116)
!128 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !117, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !121)
!129 = !DILocalVariable(name: "n", arg: 1, scope: !128, file: !3, line: 16, type: !120)
!130 = !DILocation(line: 16, column: 36, scope: !128)
!131 = !DILocation(line: 16, column: 41, scope: !128)
!132 = !DILocation(line: 16, column: 65, scope: !128)
!133 = !DILocation(line: 16, column: 58, scope: !128)
!134 = !DILocation(line: 16, column: 51, scope: !128)
!135 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !136, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !121)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !119}
!138 = !DILocalVariable(name: "p", arg: 1, scope: !135, file: !3, line: 17, type: !119)
!139 = !DILocation(line: 17, column: 28, scope: !135)
!140 = !DILocation(line: 17, column: 45, scope: !141)
!141 = distinct !DILexicalBlock(scope: !135, file: !3, line: 17, column: 45)
!142 = !DILocation(line: 17, column: 45, scope: !135)
!143 = !DILocation(line: 17, column: 48, scope: !141)
!144 = !DILocation(line: 17, column: 62, scope: !135)
!145 = !DILocation(line: 17, column: 57, scope: !135)
!146 = !DILocation(line: 17, column: 66, scope: !135)
!147 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !136, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !121)
!148 = !DILocalVariable(name: "p", arg: 1, scope: !147, file: !3, line: 18, type: !119)
!149 = !DILocation(line: 18, column: 30, scope: !147)
!150 = !DILocation(line: 18, column: 47, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 18, column: 47)
!152 = !DILocation(line: 18, column: 47, scope: !147)
!153 = !DILocation(line: 18, column: 50, scope: !151)
!154 = !DILocation(line: 18, column: 64, scope: !147)
!155 = !DILocation(line: 18, column: 59, scope: !147)
!156 = !DILocation(line: 18, column: 68, scope: !147)
!157 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !158, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !121)
!158 = !DISubroutineType(types: !159)
!159 = !{!10}
!160 = !DILocalVariable(name: "f", scope: !161, file: !3, line: 84, type: !162)
!161 = distinct !DILexicalBlock(scope: !157, file: !3, line: 83, column: 7)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!163 = !DILocation(line: 84, column: 14, scope: !161)
!164 = !DILocation(line: 84, column: 18, scope: !161)
!165 = !DILocation(line: 84, column: 22, scope: !161)
!166 = !DILocation(line: 85, column: 31, scope: !161)
!167 = !DILocation(line: 85, column: 34, scope: !161)
!168 = !DILocation(line: 85, column: 5, scope: !161)
!169 = !DILocation(line: 86, column: 3, scope: !161)
!170 = !DILocation(line: 127, column: 1, scope: !161)
!171 = !DILocalVariable(name: "msg", scope: !157, file: !3, line: 86, type: !23)
!172 = !DILocation(line: 86, column: 24, scope: !157)
!173 = !DILocation(line: 87, column: 46, scope: !174)
!174 = distinct !DILexicalBlock(scope: !157, file: !3, line: 86, column: 29)
!175 = !DILocation(line: 87, column: 51, scope: !174)
!176 = !DILocation(line: 87, column: 59, scope: !174)
!177 = !DILocation(line: 87, column: 5, scope: !174)
!178 = !DILocation(line: 88, column: 3, scope: !174)
!179 = !DILocation(line: 91, column: 19, scope: !157)
!180 = !DILocalVariable(name: "arr", scope: !181, file: !3, line: 93, type: !162)
!181 = distinct !DILexicalBlock(scope: !157, file: !3, line: 92, column: 7)
!182 = !DILocation(line: 93, column: 14, scope: !181)
!183 = !DILocation(line: 93, column: 20, scope: !181)
!184 = !DILocation(line: 94, column: 14, scope: !181)
!185 = !DILocation(line: 94, column: 5, scope: !181)
!186 = !DILocation(line: 95, column: 3, scope: !181)
!187 = !DILocation(line: 127, column: 1, scope: !174)
!188 = !DILocation(line: 127, column: 1, scope: !181)
!189 = !DILocalVariable(name: "b", scope: !157, file: !3, line: 95, type: !10)
!190 = !DILocation(line: 95, column: 16, scope: !157)
!191 = !DILocation(line: 96, column: 70, scope: !192)
!192 = distinct !DILexicalBlock(scope: !157, file: !3, line: 95, column: 19)
!193 = !DILocation(line: 96, column: 73, scope: !192)
!194 = !DILocation(line: 96, column: 80, scope: !192)
!195 = !DILocation(line: 96, column: 87, scope: !192)
!196 = !DILocation(line: 96, column: 5, scope: !192)
!197 = !DILocation(line: 97, column: 3, scope: !192)
!198 = !DILocalVariable(name: "ok", scope: !157, file: !3, line: 99, type: !10)
!199 = !DILocation(line: 99, column: 7, scope: !157)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 100, type: !10)
!201 = distinct !DILexicalBlock(scope: !157, file: !3, line: 100, column: 3)
!202 = !DILocation(line: 100, column: 12, scope: !201)
!203 = !DILocation(line: 100, column: 8, scope: !201)
!204 = !DILocation(line: 100, column: 19, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !3, line: 100, column: 3)
!206 = !DILocation(line: 100, column: 21, scope: !205)
!207 = !DILocation(line: 100, column: 3, scope: !201)
!208 = !DILocation(line: 102, column: 23, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 101, column: 9)
!210 = distinct !DILexicalBlock(scope: !205, file: !3, line: 100, column: 31)
!211 = !DILocation(line: 102, column: 13, scope: !209)
!212 = !DILocation(line: 102, column: 10, scope: !209)
!213 = !DILocation(line: 103, column: 5, scope: !209)
!214 = !DILocation(line: 127, column: 1, scope: !192)
!215 = !DILocation(line: 127, column: 1, scope: !209)
!216 = !DILocalVariable(name: "e", scope: !210, file: !3, line: 103, type: !10)
!217 = !DILocation(line: 103, column: 18, scope: !210)
!218 = !DILocation(line: 104, column: 33, scope: !219)
!219 = distinct !DILexicalBlock(scope: !210, file: !3, line: 103, column: 21)
!220 = !DILocation(line: 104, column: 7, scope: !219)
!221 = !DILocation(line: 105, column: 5, scope: !219)
!222 = !DILocation(line: 106, column: 3, scope: !210)
!223 = !DILocation(line: 100, column: 26, scope: !205)
!224 = !DILocation(line: 100, column: 3, scope: !205)
!225 = distinct !{!225, !207, !226, !227}
!226 = !DILocation(line: 106, column: 3, scope: !201)
!227 = !{!"llvm.loop.mustprogress"}
!228 = !DILocation(line: 127, column: 1, scope: !219)
!229 = !DILocation(line: 107, column: 41, scope: !157)
!230 = !DILocation(line: 107, column: 45, scope: !157)
!231 = !DILocation(line: 107, column: 57, scope: !157)
!232 = !DILocation(line: 107, column: 3, scope: !157)
!233 = !DILocation(line: 109, column: 57, scope: !157)
!234 = !DILocation(line: 110, column: 10, scope: !157)
!235 = !DILocation(line: 110, column: 46, scope: !157)
!236 = !DILocation(line: 109, column: 3, scope: !157)
!237 = !DILocalVariable(name: "thrower", scope: !157, file: !3, line: 112, type: !238)
!238 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !157, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !239)
!239 = !{!240}
!240 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !238, file: !3, line: 112, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!242 = !DILocation(line: 112, column: 8, scope: !157)
!243 = !DILocation(line: 112, column: 18, scope: !157)
!244 = !DILocalVariable(name: "k", scope: !245, file: !3, line: 116, type: !10)
!245 = distinct !DILexicalBlock(scope: !157, file: !3, line: 116, column: 3)
!246 = !DILocation(line: 116, column: 12, scope: !245)
!247 = !DILocation(line: 116, column: 8, scope: !245)
!248 = !DILocation(line: 116, column: 19, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 116, column: 3)
!250 = !DILocation(line: 116, column: 21, scope: !249)
!251 = !DILocation(line: 116, column: 3, scope: !245)
!252 = !DILocation(line: 118, column: 15, scope: !253)
!253 = distinct !DILexicalBlock(scope: !254, file: !3, line: 117, column: 9)
!254 = distinct !DILexicalBlock(scope: !249, file: !3, line: 116, column: 31)
!255 = !DILocation(line: 118, column: 7, scope: !253)
!256 = !DILocation(line: 119, column: 5, scope: !253)
!257 = !DILocation(line: 127, column: 1, scope: !253)
!258 = !DILocalVariable(name: "f", scope: !254, file: !3, line: 119, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!260 = !DILocation(line: 119, column: 23, scope: !254)
!261 = !DILocation(line: 120, column: 44, scope: !262)
!262 = distinct !DILexicalBlock(scope: !254, file: !3, line: 119, column: 26)
!263 = !DILocation(line: 120, column: 46, scope: !262)
!264 = !DILocation(line: 120, column: 7, scope: !262)
!265 = !DILocation(line: 121, column: 5, scope: !262)
!266 = !DILocation(line: 122, column: 3, scope: !254)
!267 = !DILocation(line: 116, column: 26, scope: !249)
!268 = !DILocation(line: 116, column: 3, scope: !249)
!269 = distinct !{!269, !251, !270, !227}
!270 = !DILocation(line: 122, column: 3, scope: !245)
!271 = !DILocation(line: 127, column: 1, scope: !262)
!272 = !DILocalVariable(name: "d", scope: !273, file: !3, line: 124, type: !10)
!273 = distinct !DILexicalBlock(scope: !157, file: !3, line: 124, column: 3)
!274 = !DILocation(line: 124, column: 12, scope: !273)
!275 = !DILocation(line: 124, column: 8, scope: !273)
!276 = !DILocation(line: 124, column: 19, scope: !277)
!277 = distinct !DILexicalBlock(scope: !273, file: !3, line: 124, column: 3)
!278 = !DILocation(line: 124, column: 21, scope: !277)
!279 = !DILocation(line: 124, column: 3, scope: !273)
!280 = !DILocation(line: 124, column: 60, scope: !277)
!281 = !DILocation(line: 124, column: 71, scope: !277)
!282 = !DILocation(line: 124, column: 63, scope: !277)
!283 = !DILocation(line: 124, column: 31, scope: !277)
!284 = !DILocation(line: 124, column: 26, scope: !277)
!285 = !DILocation(line: 124, column: 3, scope: !277)
!286 = distinct !{!286, !279, !287, !227}
!287 = !DILocation(line: 124, column: 73, scope: !273)
!288 = !DILocation(line: 125, column: 64, scope: !157)
!289 = !DILocation(line: 125, column: 72, scope: !157)
!290 = !DILocation(line: 125, column: 79, scope: !157)
!291 = !DILocation(line: 125, column: 86, scope: !157)
!292 = !DILocation(line: 125, column: 93, scope: !157)
!293 = !DILocation(line: 125, column: 3, scope: !157)
!294 = !DILocation(line: 126, column: 3, scope: !157)
!295 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !121)
!296 = !DILocalVariable(name: "this", arg: 1, scope: !295, type: !162, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DILocation(line: 0, scope: !295)
!298 = !DILocalVariable(name: "x", arg: 2, scope: !295, file: !3, line: 27, type: !10)
!299 = !DILocation(line: 27, column: 24, scope: !295)
!300 = !DILocation(line: 27, column: 29, scope: !295)
!301 = !DILocation(line: 27, column: 31, scope: !295)
!302 = !DILocation(line: 28, column: 9, scope: !303)
!303 = distinct !DILexicalBlock(scope: !304, file: !3, line: 28, column: 9)
!304 = distinct !DILexicalBlock(scope: !295, file: !3, line: 27, column: 34)
!305 = !DILocation(line: 28, column: 11, scope: !303)
!306 = !DILocation(line: 28, column: 9, scope: !304)
!307 = !DILocation(line: 28, column: 18, scope: !303)
!308 = !DILocation(line: 29, column: 5, scope: !304)
!309 = !DILocation(line: 30, column: 3, scope: !295)
!310 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !121)
!311 = !DILocalVariable(name: "this", arg: 1, scope: !310, type: !162, flags: DIFlagArtificial | DIFlagObjectPointer)
!312 = !DILocation(line: 0, scope: !310)
!313 = !DILocation(line: 23, column: 15, scope: !310)
!314 = !DILocation(line: 23, column: 17, scope: !310)
!315 = !DILocation(line: 24, column: 9, scope: !316)
!316 = distinct !DILexicalBlock(scope: !317, file: !3, line: 24, column: 9)
!317 = distinct !DILexicalBlock(scope: !310, file: !3, line: 23, column: 25)
!318 = !DILocation(line: 24, column: 18, scope: !316)
!319 = !DILocation(line: 24, column: 9, scope: !317)
!320 = !DILocation(line: 24, column: 23, scope: !316)
!321 = !DILocation(line: 24, column: 29, scope: !316)
!322 = !DILocation(line: 25, column: 5, scope: !317)
!323 = !DILocation(line: 26, column: 3, scope: !310)
!324 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !121)
!325 = !DILocalVariable(name: "this", arg: 1, scope: !324, type: !162, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = !DILocation(line: 0, scope: !324)
!327 = !DILocation(line: 31, column: 16, scope: !328)
!328 = distinct !DILexicalBlock(scope: !324, file: !3, line: 31, column: 14)
!329 = !DILocation(line: 31, column: 25, scope: !324)
!330 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !331, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !121)
!331 = !DISubroutineType(types: !332)
!332 = !{!10, !10}
!333 = !DILocalVariable(name: "x", arg: 1, scope: !330, file: !3, line: 36, type: !10)
!334 = !DILocation(line: 36, column: 26, scope: !330)
!335 = !DILocation(line: 37, column: 7, scope: !336)
!336 = distinct !DILexicalBlock(scope: !330, file: !3, line: 37, column: 7)
!337 = !DILocation(line: 37, column: 9, scope: !336)
!338 = !DILocation(line: 37, column: 7, scope: !330)
!339 = !DILocation(line: 37, column: 14, scope: !336)
!340 = !DILocation(line: 37, column: 20, scope: !336)
!341 = !DILocation(line: 37, column: 22, scope: !336)
!342 = !DILocation(line: 39, column: 1, scope: !336)
!343 = !DILocation(line: 38, column: 3, scope: !330)
!344 = !DILocation(line: 38, column: 10, scope: !330)
!345 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !331, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !121)
!346 = !DILocalVariable(name: "x", arg: 1, scope: !345, file: !3, line: 40, type: !10)
!347 = !DILocation(line: 40, column: 24, scope: !345)
!348 = !DILocation(line: 40, column: 44, scope: !345)
!349 = !DILocation(line: 40, column: 46, scope: !345)
!350 = !DILocation(line: 40, column: 37, scope: !345)
!351 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !331, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !121)
!352 = !DILocalVariable(name: "x", arg: 1, scope: !351, file: !3, line: 41, type: !10)
!353 = !DILocation(line: 41, column: 22, scope: !351)
!354 = !DILocation(line: 41, column: 49, scope: !351)
!355 = !DILocation(line: 41, column: 51, scope: !351)
!356 = !DILocation(line: 41, column: 42, scope: !351)
!357 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !358, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !363, retainedNodes: !121)
!358 = !DISubroutineType(types: !359)
!359 = !{!10, !360, !10}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !10}
!363 = !{!364}
!364 = !DITemplateTypeParameter(name: "T", type: !5)
!365 = !DILocalVariable(name: "f", arg: 1, scope: !357, file: !3, line: 43, type: !360)
!366 = !DILocation(line: 43, column: 50, scope: !357)
!367 = !DILocalVariable(name: "arg", arg: 2, scope: !357, file: !3, line: 43, type: !10)
!368 = !DILocation(line: 43, column: 63, scope: !357)
!369 = !DILocation(line: 45, column: 5, scope: !370)
!370 = distinct !DILexicalBlock(scope: !357, file: !3, line: 44, column: 7)
!371 = !DILocation(line: 45, column: 7, scope: !370)
!372 = !DILocation(line: 46, column: 3, scope: !370)
!373 = !DILocation(line: 52, column: 1, scope: !370)
!374 = !DILocalVariable(name: "v", scope: !357, file: !3, line: 46, type: !5)
!375 = !DILocation(line: 46, column: 14, scope: !357)
!376 = !DILocation(line: 50, column: 3, scope: !377)
!377 = distinct !DILexicalBlock(scope: !357, file: !3, line: 48, column: 17)
!378 = !DILocation(line: 47, column: 17, scope: !379)
!379 = distinct !DILexicalBlock(scope: !357, file: !3, line: 46, column: 17)
!380 = !DILocation(line: 47, column: 5, scope: !379)
!381 = !DILocation(line: 48, column: 3, scope: !379)
!382 = !DILocation(line: 49, column: 5, scope: !377)
!383 = !DILocation(line: 51, column: 3, scope: !357)
!384 = !DILocation(line: 52, column: 1, scope: !357)
!385 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !361, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !121)
!386 = !DILocalVariable(name: "x", arg: 1, scope: !385, file: !3, line: 54, type: !10)
!387 = !DILocation(line: 54, column: 29, scope: !385)
!388 = !DILocation(line: 54, column: 34, scope: !385)
!389 = !DILocation(line: 54, column: 47, scope: !385)
!390 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !358, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !391, retainedNodes: !121)
!391 = !{!392}
!392 = !DITemplateTypeParameter(name: "T", type: !6)
!393 = !DILocalVariable(name: "f", arg: 1, scope: !390, file: !3, line: 43, type: !360)
!394 = !DILocation(line: 43, column: 50, scope: !390)
!395 = !DILocalVariable(name: "arg", arg: 2, scope: !390, file: !3, line: 43, type: !10)
!396 = !DILocation(line: 43, column: 63, scope: !390)
!397 = !DILocation(line: 45, column: 5, scope: !398)
!398 = distinct !DILexicalBlock(scope: !390, file: !3, line: 44, column: 7)
!399 = !DILocation(line: 45, column: 7, scope: !398)
!400 = !DILocation(line: 46, column: 3, scope: !398)
!401 = !DILocation(line: 52, column: 1, scope: !398)
!402 = !DILocalVariable(name: "v", scope: !390, file: !3, line: 46, type: !6)
!403 = !DILocation(line: 46, column: 14, scope: !390)
!404 = !DILocation(line: 50, column: 3, scope: !405)
!405 = distinct !DILexicalBlock(scope: !390, file: !3, line: 48, column: 17)
!406 = !DILocation(line: 47, column: 17, scope: !407)
!407 = distinct !DILexicalBlock(scope: !390, file: !3, line: 46, column: 17)
!408 = !DILocation(line: 47, column: 5, scope: !407)
!409 = !DILocation(line: 48, column: 3, scope: !407)
!410 = !DILocation(line: 49, column: 5, scope: !405)
!411 = !DILocation(line: 51, column: 3, scope: !390)
!412 = !DILocation(line: 52, column: 1, scope: !390)
!413 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !361, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !121)
!414 = !DILocalVariable(name: "x", arg: 1, scope: !413, file: !3, line: 55, type: !10)
!415 = !DILocation(line: 55, column: 28, scope: !413)
!416 = !DILocation(line: 55, column: 33, scope: !413)
!417 = !DILocation(line: 55, column: 50, scope: !413)
!418 = !DILocation(line: 55, column: 52, scope: !413)
!419 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !358, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !420, retainedNodes: !121)
!420 = !{!421}
!421 = !DITemplateTypeParameter(name: "T", type: !10)
!422 = !DILocalVariable(name: "f", arg: 1, scope: !419, file: !3, line: 43, type: !360)
!423 = !DILocation(line: 43, column: 50, scope: !419)
!424 = !DILocalVariable(name: "arg", arg: 2, scope: !419, file: !3, line: 43, type: !10)
!425 = !DILocation(line: 43, column: 63, scope: !419)
!426 = !DILocation(line: 45, column: 5, scope: !427)
!427 = distinct !DILexicalBlock(scope: !419, file: !3, line: 44, column: 7)
!428 = !DILocation(line: 45, column: 7, scope: !427)
!429 = !DILocation(line: 46, column: 3, scope: !427)
!430 = !DILocation(line: 52, column: 1, scope: !427)
!431 = !DILocalVariable(name: "v", scope: !419, file: !3, line: 46, type: !10)
!432 = !DILocation(line: 46, column: 14, scope: !419)
!433 = !DILocation(line: 50, column: 3, scope: !434)
!434 = distinct !DILexicalBlock(scope: !419, file: !3, line: 48, column: 17)
!435 = !DILocation(line: 47, column: 17, scope: !436)
!436 = distinct !DILexicalBlock(scope: !419, file: !3, line: 46, column: 17)
!437 = !DILocation(line: 47, column: 5, scope: !436)
!438 = !DILocation(line: 48, column: 3, scope: !436)
!439 = !DILocation(line: 49, column: 5, scope: !434)
!440 = !DILocation(line: 51, column: 3, scope: !419)
!441 = !DILocation(line: 52, column: 1, scope: !419)
!442 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !238, file: !3, line: 112, type: !443, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !447, retainedNodes: !121)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !445, !10}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!446 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !238)
!447 = !DISubprogram(name: "operator()", scope: !238, file: !3, line: 112, type: !443, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!448 = !DILocalVariable(name: "this", arg: 1, scope: !442, type: !449, flags: DIFlagArtificial | DIFlagObjectPointer)
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64)
!450 = !DILocation(line: 0, scope: !442)
!451 = !DILocalVariable(name: "k", arg: 2, scope: !442, file: !3, line: 112, type: !10)
!452 = !DILocation(line: 112, column: 28, scope: !442)
!453 = !DILocation(line: 113, column: 9, scope: !454)
!454 = distinct !DILexicalBlock(scope: !442, file: !3, line: 113, column: 9)
!455 = !DILocation(line: 113, column: 11, scope: !454)
!456 = !DILocation(line: 113, column: 9, scope: !442)
!457 = !DILocation(line: 113, column: 16, scope: !454)
!458 = !DILocation(line: 113, column: 30, scope: !454)
!459 = !DILocation(line: 113, column: 32, scope: !454)
!460 = !DILocation(line: 113, column: 22, scope: !454)
!461 = !DILocation(line: 115, column: 3, scope: !454)
!462 = !DILocation(line: 114, column: 11, scope: !442)
!463 = !DILocation(line: 114, column: 5, scope: !442)
!464 = !DILocation(line: 114, column: 8, scope: !442)
!465 = !DILocation(line: 115, column: 3, scope: !442)
!466 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !331, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !121)
!467 = !DILocalVariable(name: "depth", arg: 1, scope: !466, file: !3, line: 63, type: !10)
!468 = !DILocation(line: 63, column: 24, scope: !466)
!469 = !DILocalVariable(name: "s1", scope: !466, file: !3, line: 64, type: !20)
!470 = !DILocation(line: 64, column: 9, scope: !466)
!471 = !DILocalVariable(name: "s2", scope: !472, file: !3, line: 66, type: !20)
!472 = distinct !DILexicalBlock(scope: !466, file: !3, line: 65, column: 7)
!473 = !DILocation(line: 66, column: 11, scope: !472)
!474 = !DILocalVariable(name: "s3", scope: !475, file: !3, line: 68, type: !20)
!475 = distinct !DILexicalBlock(scope: !472, file: !3, line: 67, column: 9)
!476 = !DILocation(line: 68, column: 13, scope: !475)
!477 = !DILocation(line: 69, column: 11, scope: !478)
!478 = distinct !DILexicalBlock(scope: !475, file: !3, line: 69, column: 11)
!479 = !DILocation(line: 69, column: 17, scope: !478)
!480 = !DILocation(line: 69, column: 11, scope: !475)
!481 = !DILocation(line: 69, column: 22, scope: !478)
!482 = !DILocation(line: 69, column: 28, scope: !478)
!483 = !DILocation(line: 79, column: 1, scope: !472)
!484 = !DILocation(line: 79, column: 1, scope: !475)
!485 = !DILocation(line: 79, column: 1, scope: !478)
!486 = !DILocation(line: 70, column: 5, scope: !472)
!487 = !DILocation(line: 70, column: 5, scope: !475)
!488 = !DILocalVariable(name: "d", scope: !472, file: !3, line: 70, type: !10)
!489 = !DILocation(line: 70, column: 18, scope: !472)
!490 = !DILocalVariable(name: "s4", scope: !491, file: !3, line: 71, type: !20)
!491 = distinct !DILexicalBlock(scope: !472, file: !3, line: 70, column: 21)
!492 = !DILocation(line: 71, column: 13, scope: !491)
!493 = !DILocation(line: 72, column: 11, scope: !494)
!494 = distinct !DILexicalBlock(scope: !491, file: !3, line: 72, column: 11)
!495 = !DILocation(line: 72, column: 13, scope: !494)
!496 = !DILocation(line: 72, column: 11, scope: !491)
!497 = !DILocation(line: 72, column: 18, scope: !494)
!498 = !DILocation(line: 72, column: 24, scope: !494)
!499 = !DILocation(line: 72, column: 26, scope: !494)
!500 = !DILocation(line: 79, column: 1, scope: !491)
!501 = !DILocation(line: 79, column: 1, scope: !494)
!502 = !DILocation(line: 74, column: 5, scope: !472)
!503 = !DILocation(line: 73, column: 14, scope: !491)
!504 = !DILocation(line: 73, column: 7, scope: !491)
!505 = !DILocation(line: 74, column: 5, scope: !491)
!506 = !DILocation(line: 75, column: 3, scope: !466)
!507 = !DILocation(line: 75, column: 3, scope: !472)
!508 = !DILocalVariable(name: "d", scope: !466, file: !3, line: 75, type: !10)
!509 = !DILocation(line: 75, column: 16, scope: !466)
!510 = !DILocation(line: 76, column: 12, scope: !511)
!511 = distinct !DILexicalBlock(scope: !466, file: !3, line: 75, column: 19)
!512 = !DILocation(line: 76, column: 14, scope: !511)
!513 = !DILocation(line: 76, column: 5, scope: !511)
!514 = !DILocation(line: 77, column: 3, scope: !511)
!515 = !DILocation(line: 78, column: 3, scope: !466)
!516 = !DILocation(line: 79, column: 1, scope: !466)
!517 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !121)
!518 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !519, flags: DIFlagArtificial | DIFlagObjectPointer)
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!520 = !DILocation(line: 0, scope: !517)
!521 = !DILocalVariable(name: "n", arg: 2, scope: !517, file: !3, line: 59, type: !23)
!522 = !DILocation(line: 59, column: 21, scope: !517)
!523 = !DILocation(line: 59, column: 26, scope: !517)
!524 = !DILocation(line: 59, column: 31, scope: !517)
!525 = !DILocation(line: 59, column: 35, scope: !517)
!526 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !121)
!527 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !519, flags: DIFlagArtificial | DIFlagObjectPointer)
!528 = !DILocation(line: 0, scope: !526)
!529 = !DILocation(line: 60, column: 37, scope: !530)
!530 = distinct !DILexicalBlock(scope: !526, file: !3, line: 60, column: 12)
!531 = !DILocation(line: 60, column: 14, scope: !530)
!532 = !DILocation(line: 60, column: 44, scope: !526)
