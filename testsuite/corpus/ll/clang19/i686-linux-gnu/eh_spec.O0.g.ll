; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
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
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) #0 !dbg !117 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !123, !DIExpression(), !124)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !125
  %4 = add nsw i32 %3, 1, !dbg !125
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !125
  %5 = load i32, ptr %2, align 4, !dbg !126
  %6 = call ptr @malloc(i32 noundef %5) #10, !dbg !127
  ret ptr %6, !dbg !128
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znaj(i32 noundef %0) #0 !dbg !129 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !130, !DIExpression(), !131)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !132
  %4 = add nsw i32 %3, 1, !dbg !132
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !132
  %5 = load i32, ptr %2, align 4, !dbg !133
  %6 = call ptr @malloc(i32 noundef %5) #10, !dbg !134
  ret ptr %6, !dbg !135
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 !dbg !136 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !139, !DIExpression(), !140)
  %5 = load ptr, ptr %2, align 4, !dbg !141
  %6 = icmp ne ptr %5, null, !dbg !141
  br i1 %6, label %7, label %10, !dbg !143

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !144
  %9 = add nsw i32 %8, 1, !dbg !144
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !144
  br label %10, !dbg !144

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4, !dbg !145
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !146

12:                                               ; preds = %10
  ret void, !dbg !147

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !147
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !147
  store ptr %15, ptr %3, align 4, !dbg !147
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !147
  store i32 %16, ptr %4, align 4, !dbg !147
  br label %17, !dbg !147

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4, !dbg !147
  call void @__cxa_call_unexpected(ptr %18) #11, !dbg !147
  unreachable, !dbg !147
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 !dbg !148 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !149, !DIExpression(), !150)
  %5 = load ptr, ptr %2, align 4, !dbg !151
  %6 = icmp ne ptr %5, null, !dbg !151
  br i1 %6, label %7, label %10, !dbg !153

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !154
  %9 = add nsw i32 %8, 1, !dbg !154
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !154
  br label %10, !dbg !154

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4, !dbg !155
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !156

12:                                               ; preds = %10
  ret void, !dbg !157

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !157
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !157
  store ptr %15, ptr %3, align 4, !dbg !157
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !157
  store i32 %16, ptr %4, align 4, !dbg !157
  br label %17, !dbg !157

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4, !dbg !157
  call void @__cxa_call_unexpected(ptr %18) #11, !dbg !157
  unreachable, !dbg !157
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 !dbg !158 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !161, !DIExpression(), !164)
  %15 = invoke noalias noundef nonnull ptr @_Znwj(i32 noundef 4) #12
          to label %16 unwind label %23, !dbg !165, !heapallocsite !7

16:                                               ; preds = %0
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %17 unwind label %27, !dbg !166

17:                                               ; preds = %16
  store ptr %15, ptr %2, align 4, !dbg !164
  %18 = load ptr, ptr %2, align 4, !dbg !167
  %19 = getelementptr inbounds %struct.Fragile, ptr %18, i32 0, i32 0, !dbg !168
  %20 = load i32, ptr %19, align 4, !dbg !168
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
          to label %22 unwind label %23, !dbg !169

22:                                               ; preds = %17
  br label %43, !dbg !170

23:                                               ; preds = %17, %0
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc, !dbg !171
  %25 = extractvalue { ptr, i32 } %24, 0, !dbg !171
  store ptr %25, ptr %3, align 4, !dbg !171
  %26 = extractvalue { ptr, i32 } %24, 1, !dbg !171
  store i32 %26, ptr %4, align 4, !dbg !171
  br label %31, !dbg !171

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !171
  %29 = extractvalue { ptr, i32 } %28, 0, !dbg !171
  store ptr %29, ptr %3, align 4, !dbg !171
  %30 = extractvalue { ptr, i32 } %28, 1, !dbg !171
  store i32 %30, ptr %4, align 4, !dbg !171
  call void @_ZdlPvj(ptr noundef %15, i32 noundef 4) #13, !dbg !165
  br label %31, !dbg !165

31:                                               ; preds = %27, %23
  %32 = load i32, ptr %4, align 4, !dbg !170
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #14, !dbg !170
  %34 = icmp eq i32 %32, %33, !dbg !170
  br i1 %34, label %35, label %198, !dbg !170

35:                                               ; preds = %31
    #dbg_declare(ptr %5, !172, !DIExpression(), !173)
  %36 = load ptr, ptr %3, align 4, !dbg !170
  %37 = call ptr @__cxa_begin_catch(ptr %36) #14, !dbg !170
  store ptr %37, ptr %5, align 4, !dbg !170
  %38 = load ptr, ptr %5, align 4, !dbg !174
  %39 = load i32, ptr @_ZL6allocs, align 4, !dbg !176
  %40 = load i32, ptr @_ZL5frees, align 4, !dbg !177
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %38, i32 noundef %39, i32 noundef %40)
          to label %42 unwind label %69, !dbg !178

42:                                               ; preds = %35
  call void @__cxa_end_catch() #14, !dbg !179
  br label %43, !dbg !179

43:                                               ; preds = %42, %22
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4, !dbg !180
    #dbg_declare(ptr %6, !181, !DIExpression(), !183)
  %44 = invoke noalias noundef nonnull ptr @_Znaj(i32 noundef 24) #12
          to label %45 unwind label %73, !dbg !184, !heapallocsite !7

45:                                               ; preds = %43
  store i32 5, ptr %44, align 4, !dbg !184
  %46 = getelementptr inbounds i8, ptr %44, i32 4, !dbg !184
  %47 = getelementptr inbounds %struct.Fragile, ptr %46, i32 5, !dbg !184
  br label %48, !dbg !184

48:                                               ; preds = %50, %45
  %49 = phi ptr [ %46, %45 ], [ %51, %50 ], !dbg !184
  invoke void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49)
          to label %50 unwind label %77, !dbg !184

50:                                               ; preds = %48
  %51 = getelementptr inbounds %struct.Fragile, ptr %49, i32 1, !dbg !184
  %52 = icmp eq ptr %51, %47, !dbg !184
  br i1 %52, label %53, label %48, !dbg !184

53:                                               ; preds = %50
  store ptr %46, ptr %6, align 4, !dbg !183
  %54 = load ptr, ptr %6, align 4, !dbg !185
  %55 = icmp eq ptr %54, null, !dbg !186
  br i1 %55, label %68, label %56, !dbg !186

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %54, i32 -4, !dbg !186
  %58 = load i32, ptr %57, align 4, !dbg !186
  %59 = getelementptr inbounds %struct.Fragile, ptr %54, i32 %58, !dbg !186
  %60 = icmp eq ptr %54, %59, !dbg !186
  br i1 %60, label %65, label %61, !dbg !186

61:                                               ; preds = %61, %56
  %62 = phi ptr [ %59, %56 ], [ %63, %61 ], !dbg !186
  %63 = getelementptr inbounds %struct.Fragile, ptr %62, i32 -1, !dbg !186
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #14, !dbg !186
  %64 = icmp eq ptr %63, %54, !dbg !186
  br i1 %64, label %65, label %61, !dbg !186

65:                                               ; preds = %61, %56
  %66 = mul i32 4, %58, !dbg !186
  %67 = add i32 %66, 4, !dbg !186
  call void @_ZdaPvj(ptr noundef %57, i32 noundef %67) #13, !dbg !186
  br label %68, !dbg !186

68:                                               ; preds = %65, %53
  br label %101, !dbg !187

69:                                               ; preds = %35
  %70 = landingpad { ptr, i32 }
          cleanup, !dbg !188
  %71 = extractvalue { ptr, i32 } %70, 0, !dbg !188
  store ptr %71, ptr %3, align 4, !dbg !188
  %72 = extractvalue { ptr, i32 } %70, 1, !dbg !188
  store i32 %72, ptr %4, align 4, !dbg !188
  call void @__cxa_end_catch() #14, !dbg !179
  br label %198, !dbg !179

73:                                               ; preds = %43
  %74 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !189
  %75 = extractvalue { ptr, i32 } %74, 0, !dbg !189
  store ptr %75, ptr %3, align 4, !dbg !189
  %76 = extractvalue { ptr, i32 } %74, 1, !dbg !189
  store i32 %76, ptr %4, align 4, !dbg !189
  br label %87, !dbg !189

77:                                               ; preds = %48
  %78 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !189
  %79 = extractvalue { ptr, i32 } %78, 0, !dbg !189
  store ptr %79, ptr %3, align 4, !dbg !189
  %80 = extractvalue { ptr, i32 } %78, 1, !dbg !189
  store i32 %80, ptr %4, align 4, !dbg !189
  %81 = icmp eq ptr %46, %49, !dbg !184
  br i1 %81, label %86, label %82, !dbg !184

82:                                               ; preds = %82, %77
  %83 = phi ptr [ %49, %77 ], [ %84, %82 ], !dbg !184
  %84 = getelementptr inbounds %struct.Fragile, ptr %83, i32 -1, !dbg !184
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %84) #14, !dbg !184
  %85 = icmp eq ptr %84, %46, !dbg !184
  br i1 %85, label %86, label %82, !dbg !184

86:                                               ; preds = %82, %77
  call void @_ZdaPvj(ptr noundef %44, i32 noundef 24) #13, !dbg !184
  br label %87, !dbg !184

87:                                               ; preds = %86, %73
  %88 = load i32, ptr %4, align 4, !dbg !187
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !187
  %90 = icmp eq i32 %88, %89, !dbg !187
  br i1 %90, label %91, label %198, !dbg !187

91:                                               ; preds = %87
    #dbg_declare(ptr %7, !190, !DIExpression(), !191)
  %92 = load ptr, ptr %3, align 4, !dbg !187
  %93 = call ptr @__cxa_begin_catch(ptr %92) #14, !dbg !187
  %94 = load i32, ptr %93, align 4, !dbg !187
  store i32 %94, ptr %7, align 4, !dbg !187
  %95 = load i32, ptr %7, align 4, !dbg !192
  %96 = load i32, ptr @_ZL5ctors, align 4, !dbg !194
  %97 = load i32, ptr @_ZL5dtors, align 4, !dbg !195
  %98 = load i32, ptr @_ZL5frees, align 4, !dbg !196
  %99 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %95, i32 noundef %96, i32 noundef %97, i32 noundef %98)
          to label %100 unwind label %111, !dbg !197

100:                                              ; preds = %91
  call void @__cxa_end_catch() #14, !dbg !198
  br label %101, !dbg !198

101:                                              ; preds = %100, %68
    #dbg_declare(ptr %8, !199, !DIExpression(), !200)
  store i32 0, ptr %8, align 4, !dbg !200
    #dbg_declare(ptr %9, !201, !DIExpression(), !203)
  store i32 0, ptr %9, align 4, !dbg !203
  br label %102, !dbg !204

102:                                              ; preds = %131, %101
  %103 = load i32, ptr %9, align 4, !dbg !205
  %104 = icmp slt i32 %103, 5, !dbg !207
  br i1 %104, label %105, label %138, !dbg !208

105:                                              ; preds = %102
  %106 = load i32, ptr %9, align 4, !dbg !209
  %107 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %106)
          to label %108 unwind label %115, !dbg !212

108:                                              ; preds = %105
  %109 = load i32, ptr %8, align 4, !dbg !213
  %110 = add nsw i32 %109, %107, !dbg !213
  store i32 %110, ptr %8, align 4, !dbg !213
  br label %130, !dbg !214

111:                                              ; preds = %91
  %112 = landingpad { ptr, i32 }
          cleanup, !dbg !215
  %113 = extractvalue { ptr, i32 } %112, 0, !dbg !215
  store ptr %113, ptr %3, align 4, !dbg !215
  %114 = extractvalue { ptr, i32 } %112, 1, !dbg !215
  store i32 %114, ptr %4, align 4, !dbg !215
  call void @__cxa_end_catch() #14, !dbg !198
  br label %198, !dbg !198

115:                                              ; preds = %105
  %116 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !216
  %117 = extractvalue { ptr, i32 } %116, 0, !dbg !216
  store ptr %117, ptr %3, align 4, !dbg !216
  %118 = extractvalue { ptr, i32 } %116, 1, !dbg !216
  store i32 %118, ptr %4, align 4, !dbg !216
  br label %119, !dbg !216

119:                                              ; preds = %115
  %120 = load i32, ptr %4, align 4, !dbg !214
  %121 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !214
  %122 = icmp eq i32 %120, %121, !dbg !214
  br i1 %122, label %123, label %198, !dbg !214

123:                                              ; preds = %119
    #dbg_declare(ptr %10, !217, !DIExpression(), !218)
  %124 = load ptr, ptr %3, align 4, !dbg !214
  %125 = call ptr @__cxa_begin_catch(ptr %124) #14, !dbg !214
  %126 = load i32, ptr %125, align 4, !dbg !214
  store i32 %126, ptr %10, align 4, !dbg !214
  %127 = load i32, ptr %10, align 4, !dbg !219
  %128 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %127)
          to label %129 unwind label %134, !dbg !221

129:                                              ; preds = %123
  call void @__cxa_end_catch() #14, !dbg !222
  br label %130, !dbg !222

130:                                              ; preds = %129, %108
  br label %131, !dbg !223

131:                                              ; preds = %130
  %132 = load i32, ptr %9, align 4, !dbg !224
  %133 = add nsw i32 %132, 1, !dbg !224
  store i32 %133, ptr %9, align 4, !dbg !224
  br label %102, !dbg !225, !llvm.loop !226

134:                                              ; preds = %123
  %135 = landingpad { ptr, i32 }
          cleanup, !dbg !229
  %136 = extractvalue { ptr, i32 } %135, 0, !dbg !229
  store ptr %136, ptr %3, align 4, !dbg !229
  %137 = extractvalue { ptr, i32 } %135, 1, !dbg !229
  store i32 %137, ptr %4, align 4, !dbg !229
  call void @__cxa_end_catch() #14, !dbg !222
  br label %198, !dbg !222

138:                                              ; preds = %102
  %139 = load i32, ptr %8, align 4, !dbg !230
  %140 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !231
  %141 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !232
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %139, i32 noundef %140, i32 noundef %141), !dbg !233
  %143 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !234
  %144 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3), !dbg !235
  %145 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !236
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %143, i32 noundef %144, i32 noundef %145), !dbg !237
    #dbg_declare(ptr %11, !238, !DIExpression(), !243)
  %147 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0, !dbg !244
  store ptr %8, ptr %147, align 4, !dbg !244
    #dbg_declare(ptr %12, !245, !DIExpression(), !247)
  store i32 0, ptr %12, align 4, !dbg !247
  br label %148, !dbg !248

148:                                              ; preds = %171, %138
  %149 = load i32, ptr %12, align 4, !dbg !249
  %150 = icmp slt i32 %149, 4, !dbg !251
  br i1 %150, label %151, label %179, !dbg !252

151:                                              ; preds = %148
  %152 = load i32, ptr %12, align 4, !dbg !253
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %152)
          to label %153 unwind label %154, !dbg !256

153:                                              ; preds = %151
  br label %170, !dbg !257

154:                                              ; preds = %151
  %155 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile, !dbg !258
  %156 = extractvalue { ptr, i32 } %155, 0, !dbg !258
  store ptr %156, ptr %3, align 4, !dbg !258
  %157 = extractvalue { ptr, i32 } %155, 1, !dbg !258
  store i32 %157, ptr %4, align 4, !dbg !258
  br label %158, !dbg !258

158:                                              ; preds = %154
  %159 = load i32, ptr %4, align 4, !dbg !257
  %160 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #14, !dbg !257
  %161 = icmp eq i32 %159, %160, !dbg !257
  br i1 %161, label %162, label %198, !dbg !257

162:                                              ; preds = %158
    #dbg_declare(ptr %13, !259, !DIExpression(), !261)
  %163 = load ptr, ptr %3, align 4, !dbg !257
  %164 = call ptr @__cxa_begin_catch(ptr %163) #14, !dbg !257
  store ptr %164, ptr %13, align 4, !dbg !257
  %165 = load ptr, ptr %13, align 4, !dbg !262
  %166 = getelementptr inbounds %struct.Fragile, ptr %165, i32 0, i32 0, !dbg !264
  %167 = load i32, ptr %166, align 4, !dbg !264
  %168 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %167)
          to label %169 unwind label %174, !dbg !265

169:                                              ; preds = %162
  call void @__cxa_end_catch(), !dbg !266
  br label %170, !dbg !266

170:                                              ; preds = %169, %153
  br label %171, !dbg !267

171:                                              ; preds = %170
  %172 = load i32, ptr %12, align 4, !dbg !268
  %173 = add nsw i32 %172, 1, !dbg !268
  store i32 %173, ptr %12, align 4, !dbg !268
  br label %148, !dbg !269, !llvm.loop !270

174:                                              ; preds = %162
  %175 = landingpad { ptr, i32 }
          cleanup, !dbg !272
  %176 = extractvalue { ptr, i32 } %175, 0, !dbg !272
  store ptr %176, ptr %3, align 4, !dbg !272
  %177 = extractvalue { ptr, i32 } %175, 1, !dbg !272
  store i32 %177, ptr %4, align 4, !dbg !272
  invoke void @__cxa_end_catch()
          to label %178 unwind label %203, !dbg !266

178:                                              ; preds = %174
  br label %198, !dbg !266

179:                                              ; preds = %148
    #dbg_declare(ptr %14, !273, !DIExpression(), !275)
  store i32 0, ptr %14, align 4, !dbg !275
  br label %180, !dbg !276

180:                                              ; preds = %188, %179
  %181 = load i32, ptr %14, align 4, !dbg !277
  %182 = icmp slt i32 %181, 3, !dbg !279
  br i1 %182, label %183, label %191, !dbg !280

183:                                              ; preds = %180
  %184 = load i32, ptr %14, align 4, !dbg !281
  %185 = load i32, ptr %14, align 4, !dbg !282
  %186 = call noundef i32 @_ZL7layeredi(i32 noundef %185), !dbg !283
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %184, i32 noundef %186), !dbg !284
  br label %188, !dbg !284

188:                                              ; preds = %183
  %189 = load i32, ptr %14, align 4, !dbg !285
  %190 = add nsw i32 %189, 1, !dbg !285
  store i32 %190, ptr %14, align 4, !dbg !285
  br label %180, !dbg !286, !llvm.loop !287

191:                                              ; preds = %180
  %192 = load i32, ptr @_ZL6allocs, align 4, !dbg !289
  %193 = load i32, ptr @_ZL5frees, align 4, !dbg !290
  %194 = load i32, ptr @_ZL5ctors, align 4, !dbg !291
  %195 = load i32, ptr @_ZL5dtors, align 4, !dbg !292
  %196 = load i32, ptr %8, align 4, !dbg !293
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %192, i32 noundef %193, i32 noundef %194, i32 noundef %195, i32 noundef %196), !dbg !294
  ret i32 0, !dbg !295

198:                                              ; preds = %178, %158, %134, %119, %111, %87, %69, %31
  %199 = load ptr, ptr %3, align 4, !dbg !170
  %200 = load i32, ptr %4, align 4, !dbg !170
  %201 = insertvalue { ptr, i32 } poison, ptr %199, 0, !dbg !170
  %202 = insertvalue { ptr, i32 } %201, i32 %200, 1, !dbg !170
  resume { ptr, i32 } %202, !dbg !170

203:                                              ; preds = %174
  %204 = landingpad { ptr, i32 }
          catch ptr null, !dbg !266
  %205 = extractvalue { ptr, i32 } %204, 0, !dbg !266
  call void @__clang_call_terminate(ptr %205) #15, !dbg !266
  unreachable, !dbg !266
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !296 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !297, !DIExpression(), !298)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !299, !DIExpression(), !300)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0, !dbg !301
  %7 = load i32, ptr %4, align 4, !dbg !302
  store i32 %7, ptr %6, align 4, !dbg !301
  %8 = load i32, ptr %4, align 4, !dbg !303
  %9 = icmp eq i32 %8, 13, !dbg !306
  br i1 %9, label %10, label %12, !dbg !307

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !308
  store ptr @.str.9, ptr %11, align 16, !dbg !308
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #11, !dbg !308
  unreachable, !dbg !308

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !309
  %14 = add nsw i32 %13, 1, !dbg !309
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !309
  ret void, !dbg !310
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #6

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !311 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !312, !DIExpression(), !313)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0, !dbg !314
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !315
  store i32 %5, ptr %4, align 4, !dbg !314
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !316
  %7 = add nsw i32 %6, -1, !dbg !316
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4, !dbg !316
  %8 = icmp slt i32 %7, 0, !dbg !319
  br i1 %8, label %9, label %12, !dbg !320

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !321
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !322
  store i32 %11, ptr %10, align 16, !dbg !321
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #11, !dbg !321
  unreachable, !dbg !321

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !323
  %14 = add nsw i32 %13, 1, !dbg !323
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !323
  ret void, !dbg !324
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !325 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !326, !DIExpression(), !327)
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL5dtors, align 4, !dbg !328
  %5 = add nsw i32 %4, 1, !dbg !328
  store i32 %5, ptr @_ZL5dtors, align 4, !dbg !328
  ret void, !dbg !330
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvj(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 !dbg !331 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !334, !DIExpression(), !335)
  %5 = load i32, ptr %2, align 4, !dbg !336
  %6 = icmp sgt i32 %5, 2, !dbg !338
  br i1 %6, label %7, label %20, !dbg !339

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !340
  %9 = load i32, ptr %2, align 4, !dbg !341
  %10 = mul nsw i32 %9, 2, !dbg !342
  store i32 %10, ptr %8, align 16, !dbg !340
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #11
          to label %27 unwind label %11, !dbg !340

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi], !dbg !343
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !343
  store ptr %13, ptr %3, align 4, !dbg !343
  %14 = extractvalue { ptr, i32 } %12, 1, !dbg !343
  store i32 %14, ptr %4, align 4, !dbg !343
  br label %15, !dbg !343

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4, !dbg !344
  %17 = icmp slt i32 %16, 0, !dbg !344
  br i1 %17, label %18, label %22, !dbg !344

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 4, !dbg !344
  call void @__cxa_call_unexpected(ptr %19) #11, !dbg !344
  unreachable, !dbg !344

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4, !dbg !345
  ret i32 %21, !dbg !344

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 4, !dbg !344
  %24 = load i32, ptr %4, align 4, !dbg !344
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0, !dbg !344
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1, !dbg !344
  resume { ptr, i32 } %26, !dbg !344

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #8 !dbg !346 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !347, !DIExpression(), !348)
  %3 = load i32, ptr %2, align 4, !dbg !349
  %4 = add nsw i32 %3, 1, !dbg !350
  ret i32 %4, !dbg !351
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #8 !dbg !352 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !353, !DIExpression(), !354)
  %3 = load i32, ptr %2, align 4, !dbg !355
  %4 = sub nsw i32 %3, 1, !dbg !356
  ret i32 %4, !dbg !357
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 !dbg !358 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !366, !DIExpression(), !367)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !368, !DIExpression(), !369)
  %9 = load ptr, ptr %4, align 4, !dbg !370
  %10 = load i32, ptr %5, align 4, !dbg !372
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !370

11:                                               ; preds = %2
  br label %29, !dbg !373

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !374
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !374
  store ptr %14, ptr %6, align 4, !dbg !374
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !374
  store i32 %15, ptr %7, align 4, !dbg !374
  br label %16, !dbg !374

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !373
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #14, !dbg !373
  %19 = icmp eq i32 %17, %18, !dbg !373
  br i1 %19, label %20, label %26, !dbg !373

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !375, !DIExpression(), !376)
  %21 = load ptr, ptr %6, align 4, !dbg !377
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14, !dbg !377
  %23 = load i16, ptr %22, align 2, !dbg !377
  store i16 %23, ptr %8, align 2, !dbg !377
  %24 = load i16, ptr %8, align 2, !dbg !379
  %25 = sext i16 %24 to i32, !dbg !379
  store i32 %25, ptr %3, align 4, !dbg !381
  call void @__cxa_end_catch() #14, !dbg !382
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4, !dbg !373
  %28 = call ptr @__cxa_begin_catch(ptr %27) #14, !dbg !373
  store i32 -1, ptr %3, align 4, !dbg !383
  call void @__cxa_end_catch(), !dbg !377
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !384
  br label %30, !dbg !384

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !385
  ret i32 %31, !dbg !385
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 !dbg !386 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !387, !DIExpression(), !388)
  %3 = call ptr @__cxa_allocate_exception(i32 2) #14, !dbg !389
  %4 = load i32, ptr %2, align 4, !dbg !390
  %5 = trunc i32 %4 to i16, !dbg !390
  store i16 %5, ptr %3, align 16, !dbg !389
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #11, !dbg !389
  unreachable, !dbg !389
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 !dbg !391 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !394, !DIExpression(), !395)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !396, !DIExpression(), !397)
  %9 = load ptr, ptr %4, align 4, !dbg !398
  %10 = load i32, ptr %5, align 4, !dbg !400
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !398

11:                                               ; preds = %2
  br label %29, !dbg !401

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !402
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !402
  store ptr %14, ptr %6, align 4, !dbg !402
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !402
  store i32 %15, ptr %7, align 4, !dbg !402
  br label %16, !dbg !402

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !401
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #14, !dbg !401
  %19 = icmp eq i32 %17, %18, !dbg !401
  br i1 %19, label %20, label %26, !dbg !401

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !403, !DIExpression(), !404)
  %21 = load ptr, ptr %6, align 4, !dbg !405
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14, !dbg !405
  %23 = load i64, ptr %22, align 4, !dbg !405
  store i64 %23, ptr %8, align 8, !dbg !405
  %24 = load i64, ptr %8, align 8, !dbg !407
  %25 = trunc i64 %24 to i32, !dbg !407
  store i32 %25, ptr %3, align 4, !dbg !409
  call void @__cxa_end_catch() #14, !dbg !410
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4, !dbg !401
  %28 = call ptr @__cxa_begin_catch(ptr %27) #14, !dbg !401
  store i32 -1, ptr %3, align 4, !dbg !411
  call void @__cxa_end_catch(), !dbg !405
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !412
  br label %30, !dbg !412

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !413
  ret i32 %31, !dbg !413
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #5 !dbg !414 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !415, !DIExpression(), !416)
  %3 = call ptr @__cxa_allocate_exception(i32 8) #14, !dbg !417
  %4 = load i32, ptr %2, align 4, !dbg !418
  %5 = sext i32 %4 to i64, !dbg !418
  %6 = mul nsw i64 %5, 1000, !dbg !419
  store i64 %6, ptr %3, align 16, !dbg !417
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #11, !dbg !417
  unreachable, !dbg !417
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 !dbg !420 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !423, !DIExpression(), !424)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !425, !DIExpression(), !426)
  %9 = load ptr, ptr %4, align 4, !dbg !427
  %10 = load i32, ptr %5, align 4, !dbg !429
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !427

11:                                               ; preds = %2
  br label %28, !dbg !430

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !431
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !431
  store ptr %14, ptr %6, align 4, !dbg !431
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !431
  store i32 %15, ptr %7, align 4, !dbg !431
  br label %16, !dbg !431

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !430
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !430
  %19 = icmp eq i32 %17, %18, !dbg !430
  br i1 %19, label %20, label %25, !dbg !430

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !432, !DIExpression(), !433)
  %21 = load ptr, ptr %6, align 4, !dbg !434
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14, !dbg !434
  %23 = load i32, ptr %22, align 4, !dbg !434
  store i32 %23, ptr %8, align 4, !dbg !434
  %24 = load i32, ptr %8, align 4, !dbg !436
  store i32 %24, ptr %3, align 4, !dbg !438
  call void @__cxa_end_catch() #14, !dbg !439
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 4, !dbg !430
  %27 = call ptr @__cxa_begin_catch(ptr %26) #14, !dbg !430
  store i32 -1, ptr %3, align 4, !dbg !440
  call void @__cxa_end_catch(), !dbg !434
  br label %29

28:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !441
  br label %29, !dbg !441

29:                                               ; preds = %28, %20, %25
  %30 = load i32, ptr %3, align 4, !dbg !442
  ret i32 %30, !dbg !442
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 align 2 personality ptr @__gxx_personality_v0 !dbg !443 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !449, !DIExpression(), !451)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !452, !DIExpression(), !453)
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %4, align 4, !dbg !454
  %9 = and i32 %8, 1, !dbg !456
  %10 = icmp ne i32 %9, 0, !dbg !454
  br i1 %10, label %11, label %20, !dbg !457

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !458
  %13 = load i32, ptr %4, align 4, !dbg !459
  %14 = mul nsw i32 %13, 3, !dbg !460
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %14)
          to label %15 unwind label %16, !dbg !461

15:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #11, !dbg !458
  unreachable, !dbg !458

16:                                               ; preds = %11
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !462
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !462
  store ptr %18, ptr %5, align 4, !dbg !462
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !462
  store i32 %19, ptr %6, align 4, !dbg !462
  call void @__cxa_free_exception(ptr %12) #14, !dbg !458
  br label %26, !dbg !458

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4, !dbg !463
  %22 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !464
  %23 = load ptr, ptr %22, align 4, !dbg !464
  %24 = load i32, ptr %23, align 4, !dbg !465
  %25 = add nsw i32 %24, %21, !dbg !465
  store i32 %25, ptr %23, align 4, !dbg !465
  ret void, !dbg !466

26:                                               ; preds = %16
  %27 = load ptr, ptr %5, align 4, !dbg !458
  %28 = load i32, ptr %6, align 4, !dbg !458
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0, !dbg !458
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1, !dbg !458
  resume { ptr, i32 } %30, !dbg !458
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #9 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 !dbg !467 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !468, !DIExpression(), !469)
    #dbg_declare(ptr %4, !470, !DIExpression(), !471)
  call void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.10), !dbg !471
    #dbg_declare(ptr %5, !472, !DIExpression(), !474)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.11)
          to label %13 unwind label %20, !dbg !474

13:                                               ; preds = %1
    #dbg_declare(ptr %8, !475, !DIExpression(), !477)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef @.str.12)
          to label %14 unwind label %24, !dbg !477

14:                                               ; preds = %13
  %15 = load i32, ptr %3, align 4, !dbg !478
  %16 = icmp sgt i32 %15, 0, !dbg !480
  br i1 %16, label %17, label %47, !dbg !481

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !482
  %19 = load i32, ptr %3, align 4, !dbg !483
  store i32 %19, ptr %18, align 16, !dbg !482
  invoke void @__cxa_throw(ptr %18, ptr @_ZTIi, ptr null) #11
          to label %83 unwind label %28, !dbg !482

20:                                               ; preds = %1
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !484
  %22 = extractvalue { ptr, i32 } %21, 0, !dbg !484
  store ptr %22, ptr %6, align 4, !dbg !484
  %23 = extractvalue { ptr, i32 } %21, 1, !dbg !484
  store i32 %23, ptr %7, align 4, !dbg !484
  br label %64, !dbg !484

24:                                               ; preds = %13
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !485
  %26 = extractvalue { ptr, i32 } %25, 0, !dbg !485
  store ptr %26, ptr %6, align 4, !dbg !485
  %27 = extractvalue { ptr, i32 } %25, 1, !dbg !485
  store i32 %27, ptr %7, align 4, !dbg !485
  br label %32, !dbg !485

28:                                               ; preds = %17
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !486
  %30 = extractvalue { ptr, i32 } %29, 0, !dbg !486
  store ptr %30, ptr %6, align 4, !dbg !486
  %31 = extractvalue { ptr, i32 } %29, 1, !dbg !486
  store i32 %31, ptr %7, align 4, !dbg !486
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !487
  br label %32, !dbg !487

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %7, align 4, !dbg !488
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !488
  %35 = icmp eq i32 %33, %34, !dbg !488
  br i1 %35, label %36, label %63, !dbg !488

36:                                               ; preds = %32
    #dbg_declare(ptr %9, !489, !DIExpression(), !490)
  %37 = load ptr, ptr %6, align 4, !dbg !488
  %38 = call ptr @__cxa_begin_catch(ptr %37) #14, !dbg !488
  %39 = load i32, ptr %38, align 4, !dbg !488
  store i32 %39, ptr %9, align 4, !dbg !488
    #dbg_declare(ptr %10, !491, !DIExpression(), !493)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %10, ptr noundef @.str.13)
          to label %40 unwind label %48, !dbg !493

40:                                               ; preds = %36
  %41 = load i32, ptr %9, align 4, !dbg !494
  %42 = icmp sgt i32 %41, 1, !dbg !496
  br i1 %42, label %43, label %56, !dbg !497

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !498
  %45 = load i32, ptr %9, align 4, !dbg !499
  %46 = add nsw i32 %45, 10, !dbg !500
  store i32 %46, ptr %44, align 16, !dbg !498
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIi, ptr null) #11
          to label %83 unwind label %52, !dbg !498

47:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !487
  br label %59, !dbg !488

48:                                               ; preds = %36
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !501
  %50 = extractvalue { ptr, i32 } %49, 0, !dbg !501
  store ptr %50, ptr %6, align 4, !dbg !501
  %51 = extractvalue { ptr, i32 } %49, 1, !dbg !501
  store i32 %51, ptr %7, align 4, !dbg !501
  br label %58, !dbg !501

52:                                               ; preds = %43
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !502
  %54 = extractvalue { ptr, i32 } %53, 0, !dbg !502
  store ptr %54, ptr %6, align 4, !dbg !502
  %55 = extractvalue { ptr, i32 } %53, 1, !dbg !502
  store i32 %55, ptr %7, align 4, !dbg !502
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !503
  br label %58, !dbg !503

56:                                               ; preds = %40
  %57 = load i32, ptr %9, align 4, !dbg !504
  store i32 %57, ptr %2, align 4, !dbg !505
  store i32 1, ptr %11, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !503
  call void @__cxa_end_catch() #14, !dbg !506
  br label %60

58:                                               ; preds = %52, %48
  call void @__cxa_end_catch() #14, !dbg !506
  br label %63, !dbg !506

59:                                               ; preds = %47
  store i32 0, ptr %11, align 4, !dbg !507
  br label %60, !dbg !507

60:                                               ; preds = %59, %56
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !507
  %61 = load i32, ptr %11, align 4
  switch i32 %61, label %75 [
    i32 0, label %62
  ]

62:                                               ; preds = %60
  br label %74, !dbg !508

63:                                               ; preds = %58, %32
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !507
  br label %64, !dbg !507

64:                                               ; preds = %63, %20
  %65 = load i32, ptr %7, align 4, !dbg !508
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !508
  %67 = icmp eq i32 %65, %66, !dbg !508
  br i1 %67, label %68, label %77, !dbg !508

68:                                               ; preds = %64
    #dbg_declare(ptr %12, !509, !DIExpression(), !510)
  %69 = load ptr, ptr %6, align 4, !dbg !508
  %70 = call ptr @__cxa_begin_catch(ptr %69) #14, !dbg !508
  %71 = load i32, ptr %70, align 4, !dbg !508
  store i32 %71, ptr %12, align 4, !dbg !508
  %72 = load i32, ptr %12, align 4, !dbg !511
  %73 = mul nsw i32 %72, 100, !dbg !513
  store i32 %73, ptr %2, align 4, !dbg !514
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #14, !dbg !515
  br label %75

74:                                               ; preds = %62
  store i32 0, ptr %2, align 4, !dbg !516
  store i32 1, ptr %11, align 4
  br label %75, !dbg !516

75:                                               ; preds = %74, %68, %60
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !517
  %76 = load i32, ptr %2, align 4, !dbg !517
  ret i32 %76, !dbg !517

77:                                               ; preds = %64
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !517
  br label %78, !dbg !517

78:                                               ; preds = %77
  %79 = load ptr, ptr %6, align 4, !dbg !517
  %80 = load i32, ptr %7, align 4, !dbg !517
  %81 = insertvalue { ptr, i32 } poison, ptr %79, 0, !dbg !517
  %82 = insertvalue { ptr, i32 } %81, i32 %80, 1, !dbg !517
  resume { ptr, i32 } %82, !dbg !517

83:                                               ; preds = %43, %17
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #8 comdat align 2 !dbg !518 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !519, !DIExpression(), !521)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !522, !DIExpression(), !523)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0, !dbg !524
  %7 = load ptr, ptr %4, align 4, !dbg !525
  store ptr %7, ptr %6, align 4, !dbg !524
  ret void, !dbg !526
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !527 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !528, !DIExpression(), !529)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0, !dbg !530
  %5 = load ptr, ptr %4, align 4, !dbg !530
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8, !dbg !532

7:                                                ; preds = %1
  ret void, !dbg !533

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null, !dbg !532
  %10 = extractvalue { ptr, i32 } %9, 0, !dbg !532
  call void @__clang_call_terminate(ptr %10) #15, !dbg !532
  unreachable, !dbg !532
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114, !115}
!llvm.ident = !{!116}

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
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!108 = !{i32 1, !"NumRegisterParameters", i32 0}
!109 = !{i32 7, !"Dwarf Version", i32 5}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 4}
!112 = !{i32 8, !"PIC Level", i32 2}
!113 = !{i32 7, !"PIE Level", i32 2}
!114 = !{i32 7, !"uwtable", i32 2}
!115 = !{i32 7, !"frame-pointer", i32 2}
!116 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!117 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 15, type: !118, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!118 = !DISubroutineType(types: !119)
!119 = !{!120, !121}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!122 = !{}
!123 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !3, line: 15, type: !121)
!124 = !DILocation(line: 15, column: 34, scope: !117)
!125 = !DILocation(line: 15, column: 39, scope: !117)
!126 = !DILocation(line: 15, column: 63, scope: !117)
!127 = !DILocation(line: 15, column: 56, scope: !117)
!128 = !DILocation(line: 15, column: 49, scope: !117)
!129 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znaj", scope: !3, file: !3, line: 16, type: !118, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!130 = !DILocalVariable(name: "n", arg: 1, scope: !129, file: !3, line: 16, type: !121)
!131 = !DILocation(line: 16, column: 36, scope: !129)
!132 = !DILocation(line: 16, column: 41, scope: !129)
!133 = !DILocation(line: 16, column: 65, scope: !129)
!134 = !DILocation(line: 16, column: 58, scope: !129)
!135 = !DILocation(line: 16, column: 51, scope: !129)
!136 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !137, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !120}
!139 = !DILocalVariable(name: "p", arg: 1, scope: !136, file: !3, line: 17, type: !120)
!140 = !DILocation(line: 17, column: 28, scope: !136)
!141 = !DILocation(line: 17, column: 45, scope: !142)
!142 = distinct !DILexicalBlock(scope: !136, file: !3, line: 17, column: 45)
!143 = !DILocation(line: 17, column: 45, scope: !136)
!144 = !DILocation(line: 17, column: 48, scope: !142)
!145 = !DILocation(line: 17, column: 62, scope: !136)
!146 = !DILocation(line: 17, column: 57, scope: !136)
!147 = !DILocation(line: 17, column: 66, scope: !136)
!148 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !137, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!149 = !DILocalVariable(name: "p", arg: 1, scope: !148, file: !3, line: 18, type: !120)
!150 = !DILocation(line: 18, column: 30, scope: !148)
!151 = !DILocation(line: 18, column: 47, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 18, column: 47)
!153 = !DILocation(line: 18, column: 47, scope: !148)
!154 = !DILocation(line: 18, column: 50, scope: !152)
!155 = !DILocation(line: 18, column: 64, scope: !148)
!156 = !DILocation(line: 18, column: 59, scope: !148)
!157 = !DILocation(line: 18, column: 68, scope: !148)
!158 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !159, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!159 = !DISubroutineType(types: !160)
!160 = !{!10}
!161 = !DILocalVariable(name: "f", scope: !162, file: !3, line: 84, type: !163)
!162 = distinct !DILexicalBlock(scope: !158, file: !3, line: 83, column: 7)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!164 = !DILocation(line: 84, column: 14, scope: !162)
!165 = !DILocation(line: 84, column: 18, scope: !162)
!166 = !DILocation(line: 84, column: 22, scope: !162)
!167 = !DILocation(line: 85, column: 31, scope: !162)
!168 = !DILocation(line: 85, column: 34, scope: !162)
!169 = !DILocation(line: 85, column: 5, scope: !162)
!170 = !DILocation(line: 86, column: 3, scope: !162)
!171 = !DILocation(line: 127, column: 1, scope: !162)
!172 = !DILocalVariable(name: "msg", scope: !158, file: !3, line: 86, type: !23)
!173 = !DILocation(line: 86, column: 24, scope: !158)
!174 = !DILocation(line: 87, column: 46, scope: !175)
!175 = distinct !DILexicalBlock(scope: !158, file: !3, line: 86, column: 29)
!176 = !DILocation(line: 87, column: 51, scope: !175)
!177 = !DILocation(line: 87, column: 59, scope: !175)
!178 = !DILocation(line: 87, column: 5, scope: !175)
!179 = !DILocation(line: 88, column: 3, scope: !175)
!180 = !DILocation(line: 91, column: 19, scope: !158)
!181 = !DILocalVariable(name: "arr", scope: !182, file: !3, line: 93, type: !163)
!182 = distinct !DILexicalBlock(scope: !158, file: !3, line: 92, column: 7)
!183 = !DILocation(line: 93, column: 14, scope: !182)
!184 = !DILocation(line: 93, column: 20, scope: !182)
!185 = !DILocation(line: 94, column: 14, scope: !182)
!186 = !DILocation(line: 94, column: 5, scope: !182)
!187 = !DILocation(line: 95, column: 3, scope: !182)
!188 = !DILocation(line: 127, column: 1, scope: !175)
!189 = !DILocation(line: 127, column: 1, scope: !182)
!190 = !DILocalVariable(name: "b", scope: !158, file: !3, line: 95, type: !10)
!191 = !DILocation(line: 95, column: 16, scope: !158)
!192 = !DILocation(line: 96, column: 70, scope: !193)
!193 = distinct !DILexicalBlock(scope: !158, file: !3, line: 95, column: 19)
!194 = !DILocation(line: 96, column: 73, scope: !193)
!195 = !DILocation(line: 96, column: 80, scope: !193)
!196 = !DILocation(line: 96, column: 87, scope: !193)
!197 = !DILocation(line: 96, column: 5, scope: !193)
!198 = !DILocation(line: 97, column: 3, scope: !193)
!199 = !DILocalVariable(name: "ok", scope: !158, file: !3, line: 99, type: !10)
!200 = !DILocation(line: 99, column: 7, scope: !158)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 100, type: !10)
!202 = distinct !DILexicalBlock(scope: !158, file: !3, line: 100, column: 3)
!203 = !DILocation(line: 100, column: 12, scope: !202)
!204 = !DILocation(line: 100, column: 8, scope: !202)
!205 = !DILocation(line: 100, column: 19, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !3, line: 100, column: 3)
!207 = !DILocation(line: 100, column: 21, scope: !206)
!208 = !DILocation(line: 100, column: 3, scope: !202)
!209 = !DILocation(line: 102, column: 23, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 101, column: 9)
!211 = distinct !DILexicalBlock(scope: !206, file: !3, line: 100, column: 31)
!212 = !DILocation(line: 102, column: 13, scope: !210)
!213 = !DILocation(line: 102, column: 10, scope: !210)
!214 = !DILocation(line: 103, column: 5, scope: !210)
!215 = !DILocation(line: 127, column: 1, scope: !193)
!216 = !DILocation(line: 127, column: 1, scope: !210)
!217 = !DILocalVariable(name: "e", scope: !211, file: !3, line: 103, type: !10)
!218 = !DILocation(line: 103, column: 18, scope: !211)
!219 = !DILocation(line: 104, column: 33, scope: !220)
!220 = distinct !DILexicalBlock(scope: !211, file: !3, line: 103, column: 21)
!221 = !DILocation(line: 104, column: 7, scope: !220)
!222 = !DILocation(line: 105, column: 5, scope: !220)
!223 = !DILocation(line: 106, column: 3, scope: !211)
!224 = !DILocation(line: 100, column: 26, scope: !206)
!225 = !DILocation(line: 100, column: 3, scope: !206)
!226 = distinct !{!226, !208, !227, !228}
!227 = !DILocation(line: 106, column: 3, scope: !202)
!228 = !{!"llvm.loop.mustprogress"}
!229 = !DILocation(line: 127, column: 1, scope: !220)
!230 = !DILocation(line: 107, column: 41, scope: !158)
!231 = !DILocation(line: 107, column: 45, scope: !158)
!232 = !DILocation(line: 107, column: 57, scope: !158)
!233 = !DILocation(line: 107, column: 3, scope: !158)
!234 = !DILocation(line: 109, column: 57, scope: !158)
!235 = !DILocation(line: 110, column: 10, scope: !158)
!236 = !DILocation(line: 110, column: 46, scope: !158)
!237 = !DILocation(line: 109, column: 3, scope: !158)
!238 = !DILocalVariable(name: "thrower", scope: !158, file: !3, line: 112, type: !239)
!239 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !158, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !240)
!240 = !{!241}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !239, file: !3, line: 112, baseType: !242, size: 32)
!242 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!243 = !DILocation(line: 112, column: 8, scope: !158)
!244 = !DILocation(line: 112, column: 18, scope: !158)
!245 = !DILocalVariable(name: "k", scope: !246, file: !3, line: 116, type: !10)
!246 = distinct !DILexicalBlock(scope: !158, file: !3, line: 116, column: 3)
!247 = !DILocation(line: 116, column: 12, scope: !246)
!248 = !DILocation(line: 116, column: 8, scope: !246)
!249 = !DILocation(line: 116, column: 19, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !3, line: 116, column: 3)
!251 = !DILocation(line: 116, column: 21, scope: !250)
!252 = !DILocation(line: 116, column: 3, scope: !246)
!253 = !DILocation(line: 118, column: 15, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 117, column: 9)
!255 = distinct !DILexicalBlock(scope: !250, file: !3, line: 116, column: 31)
!256 = !DILocation(line: 118, column: 7, scope: !254)
!257 = !DILocation(line: 119, column: 5, scope: !254)
!258 = !DILocation(line: 127, column: 1, scope: !254)
!259 = !DILocalVariable(name: "f", scope: !255, file: !3, line: 119, type: !260)
!260 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!261 = !DILocation(line: 119, column: 23, scope: !255)
!262 = !DILocation(line: 120, column: 44, scope: !263)
!263 = distinct !DILexicalBlock(scope: !255, file: !3, line: 119, column: 26)
!264 = !DILocation(line: 120, column: 46, scope: !263)
!265 = !DILocation(line: 120, column: 7, scope: !263)
!266 = !DILocation(line: 121, column: 5, scope: !263)
!267 = !DILocation(line: 122, column: 3, scope: !255)
!268 = !DILocation(line: 116, column: 26, scope: !250)
!269 = !DILocation(line: 116, column: 3, scope: !250)
!270 = distinct !{!270, !252, !271, !228}
!271 = !DILocation(line: 122, column: 3, scope: !246)
!272 = !DILocation(line: 127, column: 1, scope: !263)
!273 = !DILocalVariable(name: "d", scope: !274, file: !3, line: 124, type: !10)
!274 = distinct !DILexicalBlock(scope: !158, file: !3, line: 124, column: 3)
!275 = !DILocation(line: 124, column: 12, scope: !274)
!276 = !DILocation(line: 124, column: 8, scope: !274)
!277 = !DILocation(line: 124, column: 19, scope: !278)
!278 = distinct !DILexicalBlock(scope: !274, file: !3, line: 124, column: 3)
!279 = !DILocation(line: 124, column: 21, scope: !278)
!280 = !DILocation(line: 124, column: 3, scope: !274)
!281 = !DILocation(line: 124, column: 60, scope: !278)
!282 = !DILocation(line: 124, column: 71, scope: !278)
!283 = !DILocation(line: 124, column: 63, scope: !278)
!284 = !DILocation(line: 124, column: 31, scope: !278)
!285 = !DILocation(line: 124, column: 26, scope: !278)
!286 = !DILocation(line: 124, column: 3, scope: !278)
!287 = distinct !{!287, !280, !288, !228}
!288 = !DILocation(line: 124, column: 73, scope: !274)
!289 = !DILocation(line: 125, column: 64, scope: !158)
!290 = !DILocation(line: 125, column: 72, scope: !158)
!291 = !DILocation(line: 125, column: 79, scope: !158)
!292 = !DILocation(line: 125, column: 86, scope: !158)
!293 = !DILocation(line: 125, column: 93, scope: !158)
!294 = !DILocation(line: 125, column: 3, scope: !158)
!295 = !DILocation(line: 126, column: 3, scope: !158)
!296 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !122)
!297 = !DILocalVariable(name: "this", arg: 1, scope: !296, type: !163, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DILocation(line: 0, scope: !296)
!299 = !DILocalVariable(name: "x", arg: 2, scope: !296, file: !3, line: 27, type: !10)
!300 = !DILocation(line: 27, column: 24, scope: !296)
!301 = !DILocation(line: 27, column: 29, scope: !296)
!302 = !DILocation(line: 27, column: 31, scope: !296)
!303 = !DILocation(line: 28, column: 9, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 28, column: 9)
!305 = distinct !DILexicalBlock(scope: !296, file: !3, line: 27, column: 34)
!306 = !DILocation(line: 28, column: 11, scope: !304)
!307 = !DILocation(line: 28, column: 9, scope: !305)
!308 = !DILocation(line: 28, column: 18, scope: !304)
!309 = !DILocation(line: 29, column: 5, scope: !305)
!310 = !DILocation(line: 30, column: 3, scope: !296)
!311 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !122)
!312 = !DILocalVariable(name: "this", arg: 1, scope: !311, type: !163, flags: DIFlagArtificial | DIFlagObjectPointer)
!313 = !DILocation(line: 0, scope: !311)
!314 = !DILocation(line: 23, column: 15, scope: !311)
!315 = !DILocation(line: 23, column: 17, scope: !311)
!316 = !DILocation(line: 24, column: 9, scope: !317)
!317 = distinct !DILexicalBlock(scope: !318, file: !3, line: 24, column: 9)
!318 = distinct !DILexicalBlock(scope: !311, file: !3, line: 23, column: 25)
!319 = !DILocation(line: 24, column: 18, scope: !317)
!320 = !DILocation(line: 24, column: 9, scope: !318)
!321 = !DILocation(line: 24, column: 23, scope: !317)
!322 = !DILocation(line: 24, column: 29, scope: !317)
!323 = !DILocation(line: 25, column: 5, scope: !318)
!324 = !DILocation(line: 26, column: 3, scope: !311)
!325 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !122)
!326 = !DILocalVariable(name: "this", arg: 1, scope: !325, type: !163, flags: DIFlagArtificial | DIFlagObjectPointer)
!327 = !DILocation(line: 0, scope: !325)
!328 = !DILocation(line: 31, column: 16, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 31, column: 14)
!330 = !DILocation(line: 31, column: 25, scope: !325)
!331 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !332, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !122)
!332 = !DISubroutineType(types: !333)
!333 = !{!10, !10}
!334 = !DILocalVariable(name: "x", arg: 1, scope: !331, file: !3, line: 36, type: !10)
!335 = !DILocation(line: 36, column: 26, scope: !331)
!336 = !DILocation(line: 37, column: 7, scope: !337)
!337 = distinct !DILexicalBlock(scope: !331, file: !3, line: 37, column: 7)
!338 = !DILocation(line: 37, column: 9, scope: !337)
!339 = !DILocation(line: 37, column: 7, scope: !331)
!340 = !DILocation(line: 37, column: 14, scope: !337)
!341 = !DILocation(line: 37, column: 20, scope: !337)
!342 = !DILocation(line: 37, column: 22, scope: !337)
!343 = !DILocation(line: 39, column: 1, scope: !337)
!344 = !DILocation(line: 38, column: 3, scope: !331)
!345 = !DILocation(line: 38, column: 10, scope: !331)
!346 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !332, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !122)
!347 = !DILocalVariable(name: "x", arg: 1, scope: !346, file: !3, line: 40, type: !10)
!348 = !DILocation(line: 40, column: 24, scope: !346)
!349 = !DILocation(line: 40, column: 44, scope: !346)
!350 = !DILocation(line: 40, column: 46, scope: !346)
!351 = !DILocation(line: 40, column: 37, scope: !346)
!352 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !332, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !122)
!353 = !DILocalVariable(name: "x", arg: 1, scope: !352, file: !3, line: 41, type: !10)
!354 = !DILocation(line: 41, column: 22, scope: !352)
!355 = !DILocation(line: 41, column: 49, scope: !352)
!356 = !DILocation(line: 41, column: 51, scope: !352)
!357 = !DILocation(line: 41, column: 42, scope: !352)
!358 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !359, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !364, retainedNodes: !122)
!359 = !DISubroutineType(types: !360)
!360 = !{!10, !361, !10}
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !362, size: 32)
!362 = !DISubroutineType(types: !363)
!363 = !{null, !10}
!364 = !{!365}
!365 = !DITemplateTypeParameter(name: "T", type: !5)
!366 = !DILocalVariable(name: "f", arg: 1, scope: !358, file: !3, line: 43, type: !361)
!367 = !DILocation(line: 43, column: 50, scope: !358)
!368 = !DILocalVariable(name: "arg", arg: 2, scope: !358, file: !3, line: 43, type: !10)
!369 = !DILocation(line: 43, column: 63, scope: !358)
!370 = !DILocation(line: 45, column: 5, scope: !371)
!371 = distinct !DILexicalBlock(scope: !358, file: !3, line: 44, column: 7)
!372 = !DILocation(line: 45, column: 7, scope: !371)
!373 = !DILocation(line: 46, column: 3, scope: !371)
!374 = !DILocation(line: 52, column: 1, scope: !371)
!375 = !DILocalVariable(name: "v", scope: !358, file: !3, line: 46, type: !5)
!376 = !DILocation(line: 46, column: 14, scope: !358)
!377 = !DILocation(line: 50, column: 3, scope: !378)
!378 = distinct !DILexicalBlock(scope: !358, file: !3, line: 48, column: 17)
!379 = !DILocation(line: 47, column: 17, scope: !380)
!380 = distinct !DILexicalBlock(scope: !358, file: !3, line: 46, column: 17)
!381 = !DILocation(line: 47, column: 5, scope: !380)
!382 = !DILocation(line: 48, column: 3, scope: !380)
!383 = !DILocation(line: 49, column: 5, scope: !378)
!384 = !DILocation(line: 51, column: 3, scope: !358)
!385 = !DILocation(line: 52, column: 1, scope: !358)
!386 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !362, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !122)
!387 = !DILocalVariable(name: "x", arg: 1, scope: !386, file: !3, line: 54, type: !10)
!388 = !DILocation(line: 54, column: 29, scope: !386)
!389 = !DILocation(line: 54, column: 34, scope: !386)
!390 = !DILocation(line: 54, column: 47, scope: !386)
!391 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !359, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !392, retainedNodes: !122)
!392 = !{!393}
!393 = !DITemplateTypeParameter(name: "T", type: !6)
!394 = !DILocalVariable(name: "f", arg: 1, scope: !391, file: !3, line: 43, type: !361)
!395 = !DILocation(line: 43, column: 50, scope: !391)
!396 = !DILocalVariable(name: "arg", arg: 2, scope: !391, file: !3, line: 43, type: !10)
!397 = !DILocation(line: 43, column: 63, scope: !391)
!398 = !DILocation(line: 45, column: 5, scope: !399)
!399 = distinct !DILexicalBlock(scope: !391, file: !3, line: 44, column: 7)
!400 = !DILocation(line: 45, column: 7, scope: !399)
!401 = !DILocation(line: 46, column: 3, scope: !399)
!402 = !DILocation(line: 52, column: 1, scope: !399)
!403 = !DILocalVariable(name: "v", scope: !391, file: !3, line: 46, type: !6)
!404 = !DILocation(line: 46, column: 14, scope: !391)
!405 = !DILocation(line: 50, column: 3, scope: !406)
!406 = distinct !DILexicalBlock(scope: !391, file: !3, line: 48, column: 17)
!407 = !DILocation(line: 47, column: 17, scope: !408)
!408 = distinct !DILexicalBlock(scope: !391, file: !3, line: 46, column: 17)
!409 = !DILocation(line: 47, column: 5, scope: !408)
!410 = !DILocation(line: 48, column: 3, scope: !408)
!411 = !DILocation(line: 49, column: 5, scope: !406)
!412 = !DILocation(line: 51, column: 3, scope: !391)
!413 = !DILocation(line: 52, column: 1, scope: !391)
!414 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !362, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !122)
!415 = !DILocalVariable(name: "x", arg: 1, scope: !414, file: !3, line: 55, type: !10)
!416 = !DILocation(line: 55, column: 28, scope: !414)
!417 = !DILocation(line: 55, column: 33, scope: !414)
!418 = !DILocation(line: 55, column: 50, scope: !414)
!419 = !DILocation(line: 55, column: 52, scope: !414)
!420 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !359, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !421, retainedNodes: !122)
!421 = !{!422}
!422 = !DITemplateTypeParameter(name: "T", type: !10)
!423 = !DILocalVariable(name: "f", arg: 1, scope: !420, file: !3, line: 43, type: !361)
!424 = !DILocation(line: 43, column: 50, scope: !420)
!425 = !DILocalVariable(name: "arg", arg: 2, scope: !420, file: !3, line: 43, type: !10)
!426 = !DILocation(line: 43, column: 63, scope: !420)
!427 = !DILocation(line: 45, column: 5, scope: !428)
!428 = distinct !DILexicalBlock(scope: !420, file: !3, line: 44, column: 7)
!429 = !DILocation(line: 45, column: 7, scope: !428)
!430 = !DILocation(line: 46, column: 3, scope: !428)
!431 = !DILocation(line: 52, column: 1, scope: !428)
!432 = !DILocalVariable(name: "v", scope: !420, file: !3, line: 46, type: !10)
!433 = !DILocation(line: 46, column: 14, scope: !420)
!434 = !DILocation(line: 50, column: 3, scope: !435)
!435 = distinct !DILexicalBlock(scope: !420, file: !3, line: 48, column: 17)
!436 = !DILocation(line: 47, column: 17, scope: !437)
!437 = distinct !DILexicalBlock(scope: !420, file: !3, line: 46, column: 17)
!438 = !DILocation(line: 47, column: 5, scope: !437)
!439 = !DILocation(line: 48, column: 3, scope: !437)
!440 = !DILocation(line: 49, column: 5, scope: !435)
!441 = !DILocation(line: 51, column: 3, scope: !420)
!442 = !DILocation(line: 52, column: 1, scope: !420)
!443 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !239, file: !3, line: 112, type: !444, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !448, retainedNodes: !122)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !446, !10}
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!447 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!448 = !DISubprogram(name: "operator()", scope: !239, file: !3, line: 112, type: !444, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!449 = !DILocalVariable(name: "this", arg: 1, scope: !443, type: !450, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 32)
!451 = !DILocation(line: 0, scope: !443)
!452 = !DILocalVariable(name: "k", arg: 2, scope: !443, file: !3, line: 112, type: !10)
!453 = !DILocation(line: 112, column: 28, scope: !443)
!454 = !DILocation(line: 113, column: 9, scope: !455)
!455 = distinct !DILexicalBlock(scope: !443, file: !3, line: 113, column: 9)
!456 = !DILocation(line: 113, column: 11, scope: !455)
!457 = !DILocation(line: 113, column: 9, scope: !443)
!458 = !DILocation(line: 113, column: 16, scope: !455)
!459 = !DILocation(line: 113, column: 30, scope: !455)
!460 = !DILocation(line: 113, column: 32, scope: !455)
!461 = !DILocation(line: 113, column: 22, scope: !455)
!462 = !DILocation(line: 115, column: 3, scope: !455)
!463 = !DILocation(line: 114, column: 11, scope: !443)
!464 = !DILocation(line: 114, column: 5, scope: !443)
!465 = !DILocation(line: 114, column: 8, scope: !443)
!466 = !DILocation(line: 115, column: 3, scope: !443)
!467 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !332, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !122)
!468 = !DILocalVariable(name: "depth", arg: 1, scope: !467, file: !3, line: 63, type: !10)
!469 = !DILocation(line: 63, column: 24, scope: !467)
!470 = !DILocalVariable(name: "s1", scope: !467, file: !3, line: 64, type: !20)
!471 = !DILocation(line: 64, column: 9, scope: !467)
!472 = !DILocalVariable(name: "s2", scope: !473, file: !3, line: 66, type: !20)
!473 = distinct !DILexicalBlock(scope: !467, file: !3, line: 65, column: 7)
!474 = !DILocation(line: 66, column: 11, scope: !473)
!475 = !DILocalVariable(name: "s3", scope: !476, file: !3, line: 68, type: !20)
!476 = distinct !DILexicalBlock(scope: !473, file: !3, line: 67, column: 9)
!477 = !DILocation(line: 68, column: 13, scope: !476)
!478 = !DILocation(line: 69, column: 11, scope: !479)
!479 = distinct !DILexicalBlock(scope: !476, file: !3, line: 69, column: 11)
!480 = !DILocation(line: 69, column: 17, scope: !479)
!481 = !DILocation(line: 69, column: 11, scope: !476)
!482 = !DILocation(line: 69, column: 22, scope: !479)
!483 = !DILocation(line: 69, column: 28, scope: !479)
!484 = !DILocation(line: 79, column: 1, scope: !473)
!485 = !DILocation(line: 79, column: 1, scope: !476)
!486 = !DILocation(line: 79, column: 1, scope: !479)
!487 = !DILocation(line: 70, column: 5, scope: !473)
!488 = !DILocation(line: 70, column: 5, scope: !476)
!489 = !DILocalVariable(name: "d", scope: !473, file: !3, line: 70, type: !10)
!490 = !DILocation(line: 70, column: 18, scope: !473)
!491 = !DILocalVariable(name: "s4", scope: !492, file: !3, line: 71, type: !20)
!492 = distinct !DILexicalBlock(scope: !473, file: !3, line: 70, column: 21)
!493 = !DILocation(line: 71, column: 13, scope: !492)
!494 = !DILocation(line: 72, column: 11, scope: !495)
!495 = distinct !DILexicalBlock(scope: !492, file: !3, line: 72, column: 11)
!496 = !DILocation(line: 72, column: 13, scope: !495)
!497 = !DILocation(line: 72, column: 11, scope: !492)
!498 = !DILocation(line: 72, column: 18, scope: !495)
!499 = !DILocation(line: 72, column: 24, scope: !495)
!500 = !DILocation(line: 72, column: 26, scope: !495)
!501 = !DILocation(line: 79, column: 1, scope: !492)
!502 = !DILocation(line: 79, column: 1, scope: !495)
!503 = !DILocation(line: 74, column: 5, scope: !473)
!504 = !DILocation(line: 73, column: 14, scope: !492)
!505 = !DILocation(line: 73, column: 7, scope: !492)
!506 = !DILocation(line: 74, column: 5, scope: !492)
!507 = !DILocation(line: 75, column: 3, scope: !467)
!508 = !DILocation(line: 75, column: 3, scope: !473)
!509 = !DILocalVariable(name: "d", scope: !467, file: !3, line: 75, type: !10)
!510 = !DILocation(line: 75, column: 16, scope: !467)
!511 = !DILocation(line: 76, column: 12, scope: !512)
!512 = distinct !DILexicalBlock(scope: !467, file: !3, line: 75, column: 19)
!513 = !DILocation(line: 76, column: 14, scope: !512)
!514 = !DILocation(line: 76, column: 5, scope: !512)
!515 = !DILocation(line: 77, column: 3, scope: !512)
!516 = !DILocation(line: 78, column: 3, scope: !467)
!517 = !DILocation(line: 79, column: 1, scope: !467)
!518 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !122)
!519 = !DILocalVariable(name: "this", arg: 1, scope: !518, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!521 = !DILocation(line: 0, scope: !518)
!522 = !DILocalVariable(name: "n", arg: 2, scope: !518, file: !3, line: 59, type: !23)
!523 = !DILocation(line: 59, column: 21, scope: !518)
!524 = !DILocation(line: 59, column: 26, scope: !518)
!525 = !DILocation(line: 59, column: 31, scope: !518)
!526 = !DILocation(line: 59, column: 35, scope: !518)
!527 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !122)
!528 = !DILocalVariable(name: "this", arg: 1, scope: !527, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DILocation(line: 0, scope: !527)
!530 = !DILocation(line: 60, column: 37, scope: !531)
!531 = distinct !DILexicalBlock(scope: !527, file: !3, line: 60, column: 12)
!532 = !DILocation(line: 60, column: 14, scope: !531)
!533 = !DILocation(line: 60, column: 44, scope: !527)
